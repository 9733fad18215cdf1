CREATE INDEX "employees_shift_idx" ON "employees" USING btree ("schedule","time","id");--> statement-breakpoint
CREATE INDEX "employees_no_shift_idx" ON "employees" USING btree ("id") WHERE "employees"."schedule" IS NULL OR "employees"."time" IS NULL;--> statement-breakpoint
-- "No shift" is NULL: the datasheet used to store an empty schedule and time as "".
UPDATE "employees" SET "schedule" = NULLIF("schedule", ''), "time" = NULLIF("time", '')
WHERE "schedule" = '' OR "time" = '';
