CREATE TABLE "contribution_employee_counts" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribution_month_counts" (
	"date_covered" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contribution_employee_counts" ADD CONSTRAINT "contribution_employee_counts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION contribution_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement level: the rows a statement inserted, deleted or changed, counted once for it.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE contribution_month_counts k SET n = k.n - o.n
      FROM (SELECT date_covered, count(*)::int AS n FROM old_rows GROUP BY date_covered) o WHERE k.date_covered = o.date_covered;
    UPDATE contribution_employee_counts k SET n = k.n - o.n
      FROM (SELECT employee_id, count(*)::int AS n FROM old_rows GROUP BY employee_id) o WHERE k.employee_id = o.employee_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO contribution_month_counts (date_covered, n)
      SELECT date_covered, count(*)::int FROM new_rows GROUP BY date_covered ORDER BY date_covered
      ON CONFLICT (date_covered) DO UPDATE SET n = contribution_month_counts.n + excluded.n;
    INSERT INTO contribution_employee_counts (employee_id, n)
      SELECT employee_id, count(*)::int FROM new_rows GROUP BY employee_id ORDER BY employee_id
      ON CONFLICT (employee_id) DO UPDATE SET n = contribution_employee_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contributions_counts_insert AFTER INSERT ON contributions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contribution_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contributions_counts_delete AFTER DELETE ON contributions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contribution_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contributions_counts_update AFTER UPDATE ON contributions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contribution_counts_apply();
--> statement-breakpoint
INSERT INTO contribution_month_counts (date_covered, n) SELECT date_covered, count(*)::int FROM contributions GROUP BY date_covered;
--> statement-breakpoint
INSERT INTO contribution_employee_counts (employee_id, n) SELECT employee_id, count(*)::int FROM contributions GROUP BY employee_id;
