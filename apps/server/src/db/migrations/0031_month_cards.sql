DROP INDEX "employees_birth_month_idx";--> statement-breakpoint
DROP INDEX "employees_employment_month_idx";--> statement-breakpoint
CREATE INDEX "employees_birth_month_idx" ON "employees" USING btree (extract(month FROM "birthdate"),extract(day FROM "birthdate"),"full_name","id","status","position_id","birthdate");--> statement-breakpoint
CREATE INDEX "employees_employment_month_idx" ON "employees" USING btree (extract(month FROM "employment_date"),extract(day FROM "employment_date"),"full_name","id","status","position_id","employment_date");