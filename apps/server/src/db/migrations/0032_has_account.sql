DROP INDEX "employees_status_idx";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "has_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("status","id","ids_complete","docs_complete","role_id","has_account");;--> statement-breakpoint
-- employees.has_account follows users.employee_id, whoever writes the users: the app, an import or a
-- hand-made fix. The employee's row is locked first, then the accounts counted in a statement of
-- their own, so that an account added and another removed at once leave the flag right.
CREATE FUNCTION employees_follow_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE x integer;
BEGIN
  FOREACH x IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD.employee_id END,
                           CASE WHEN TG_OP <> 'DELETE' THEN NEW.employee_id END] LOOP
    IF x IS NOT NULL THEN
      PERFORM 1 FROM employees WHERE id = x FOR UPDATE;
      UPDATE employees SET has_account = EXISTS (SELECT 1 FROM users u WHERE u.employee_id = x)
      WHERE id = x AND has_account IS DISTINCT FROM EXISTS (SELECT 1 FROM users u WHERE u.employee_id = x);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_employee_account AFTER INSERT OR DELETE OR UPDATE OF employee_id ON users
  FOR EACH ROW EXECUTE FUNCTION employees_follow_accounts();--> statement-breakpoint
UPDATE employees e SET has_account = true WHERE EXISTS (SELECT 1 FROM users u WHERE u.employee_id = e.id);
