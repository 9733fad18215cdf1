DROP INDEX "employees_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_position_id_idx";--> statement-breakpoint
DROP INDEX "employees_sub_department_id_idx";--> statement-breakpoint
DROP INDEX "employees_belong_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower("users"."name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_email" text GENERATED ALWAYS AS (lower("users"."email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower("employees"."first_name" || ' ' || "employees"."last_name" || CASE WHEN "employees"."suffix" IN ('', 'None') THEN '' ELSE ' ' || "employees"."suffix" END)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_belongs_to_idx" ON "users" USING btree ("belongs_to");--> statement-breakpoint
CREATE INDEX "employees_search_name_trgm_idx" ON "employees" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_status_search_idx" ON "employees" USING btree ("status","search_name");--> statement-breakpoint
CREATE INDEX "leave_requests_approved_end_idx" ON "leave_requests" USING btree ("end_date") WHERE "leave_requests"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "employees_position_id_idx" ON "employees" USING btree ("position_id","status");--> statement-breakpoint
CREATE INDEX "employees_sub_department_id_idx" ON "employees" USING btree ("sub_department_id","status");--> statement-breakpoint
CREATE INDEX "employees_belong_idx" ON "employees" USING btree ("belong","status");