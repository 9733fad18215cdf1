DROP INDEX "employees_status_search_idx";--> statement-breakpoint
CREATE INDEX "employees_inactive_name_idx" ON "employees" USING btree ("full_name") WHERE status IN ('resigned', 'awol', 'terminated');--> statement-breakpoint
CREATE INDEX "employees_status_search_idx" ON "employees" USING btree ("status","search_name","id");