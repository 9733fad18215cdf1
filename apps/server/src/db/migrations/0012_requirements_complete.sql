DROP INDEX "employees_status_idx";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "docs_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("status","id","ids_complete","docs_complete","role_id");--> statement-breakpoint
-- employees.docs_complete follows employee_requirements.docs_complete (a generated column), whoever
-- writes the requirements: the app, an import or a hand-made fix.
CREATE FUNCTION employees_follow_docs_complete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE employees SET docs_complete = false WHERE id = OLD.employee_id AND docs_complete;
  ELSE
    UPDATE employees SET docs_complete = NEW.docs_complete
    WHERE id = NEW.employee_id AND docs_complete IS DISTINCT FROM NEW.docs_complete;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER employee_requirements_docs_complete AFTER INSERT OR UPDATE OR DELETE ON employee_requirements
  FOR EACH ROW EXECUTE FUNCTION employees_follow_docs_complete();--> statement-breakpoint
UPDATE employees e SET docs_complete = r.docs_complete FROM employee_requirements r
WHERE r.employee_id = e.id AND r.docs_complete;
