DROP INDEX "employees_status_idx";--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("status","id","ids_complete","role_id");