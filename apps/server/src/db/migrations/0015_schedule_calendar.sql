CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"event_type" smallint NOT NULL,
	"holiday_type" smallint,
	"date_event" date NOT NULL,
	"sub_department_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_type_check" CHECK ("calendar_events"."event_type" IN (1, 2, 3, 4, 5, 6, 7)),
	CONSTRAINT "calendar_events_holiday_check" CHECK (("calendar_events"."event_type" = 2 AND "calendar_events"."holiday_type" IN (1, 2)) OR ("calendar_events"."event_type" <> 2 AND "calendar_events"."holiday_type" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_enc" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "schedule_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"date_filled" date NOT NULL,
	"date_of_request" date NOT NULL,
	"current_shift" varchar(64) DEFAULT '' NOT NULL,
	"requested_shift" varchar(32) NOT NULL,
	"reason_for_change" text NOT NULL,
	"tl_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"tl_date_approved" date,
	"asm_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"asm_date_approved" date,
	"hr_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"hr_date_approved" date,
	"hr_reason_to_declined" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_adjustments_requested_check" CHECK ("schedule_adjustments"."requested_shift" IN ('9PM - 6AM', '10PM - 7AM', '11PM - 8AM', '12PM - 9AM', '1PM - 10AM', '2PM - 11AM', '6AM - 3PM', '7AM - 4PM', '8AM - 5PM', '9AM - 7PM', '10AM - 8PM', '3PM - 12PM', '4PM - 1AM')),
	CONSTRAINT "schedule_adjustments_tl_check" CHECK ("schedule_adjustments"."tl_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "schedule_adjustments_asm_check" CHECK ("schedule_adjustments"."asm_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "schedule_adjustments_hr_check" CHECK ("schedule_adjustments"."hr_status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "shift_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"schedule" varchar(32),
	"time" varchar(32),
	"timezone_id" integer,
	"source" varchar(12) NOT NULL,
	"adjustment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_history_schedule_check" CHECK ("shift_history"."schedule" IS NULL OR "shift_history"."schedule" IN ('Day-Shift', 'Mid-Shift', 'Night-Shift')),
	CONSTRAINT "shift_history_time_check" CHECK (("shift_history"."schedule" IS NULL) = ("shift_history"."time" IS NULL)),
	CONSTRAINT "shift_history_source_check" CHECK ("shift_history"."source" IN ('assignment', 'change', 'adjustment', 'removal'))
);
--> statement-breakpoint
CREATE TABLE "undertime_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "undertime_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"date_filled" date NOT NULL,
	"date_of_undertime" date NOT NULL,
	"total_hours" smallint NOT NULL,
	"purpose" text NOT NULL,
	"tl_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"tl_date_approved" date,
	"asm_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"asm_date_approved" date,
	"hr_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"hr_date_approved" date,
	"hr_reason_to_declined" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "undertime_requests_hours_check" CHECK ("undertime_requests"."total_hours" BETWEEN 1 AND 9),
	CONSTRAINT "undertime_requests_tl_check" CHECK ("undertime_requests"."tl_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "undertime_requests_asm_check" CHECK ("undertime_requests"."asm_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "undertime_requests_hr_check" CHECK ("undertime_requests"."hr_status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_sub_department_id_sub_departments_id_fk" FOREIGN KEY ("sub_department_id") REFERENCES "public"."sub_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_adjustments" ADD CONSTRAINT "schedule_adjustments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_adjustments" ADD CONSTRAINT "schedule_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_history" ADD CONSTRAINT "shift_history_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_history" ADD CONSTRAINT "shift_history_timezone_id_timezones_id_fk" FOREIGN KEY ("timezone_id") REFERENCES "public"."timezones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_history" ADD CONSTRAINT "shift_history_adjustment_id_schedule_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."schedule_adjustments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_history" ADD CONSTRAINT "shift_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undertime_requests" ADD CONSTRAINT "undertime_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undertime_requests" ADD CONSTRAINT "undertime_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_date_idx" ON "calendar_events" USING btree ("date_event","id");--> statement-breakpoint
CREATE INDEX "calendar_events_sub_date_idx" ON "calendar_events" USING btree ("sub_department_id","date_event");--> statement-breakpoint
CREATE INDEX "schedule_adjustments_filled_idx" ON "schedule_adjustments" USING btree ("date_filled","id");--> statement-breakpoint
CREATE INDEX "schedule_adjustments_status_idx" ON "schedule_adjustments" USING btree ("hr_status","date_filled","id");--> statement-breakpoint
CREATE INDEX "schedule_adjustments_employee_idx" ON "schedule_adjustments" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_history_employee_day_key" ON "shift_history" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "shift_history_effective_idx" ON "shift_history" USING btree ("effective_from","employee_id");--> statement-breakpoint
CREATE INDEX "undertime_requests_filled_idx" ON "undertime_requests" USING btree ("date_filled","id");--> statement-breakpoint
CREATE INDEX "undertime_requests_status_idx" ON "undertime_requests" USING btree ("hr_status","date_filled","id");--> statement-breakpoint
CREATE INDEX "undertime_requests_employee_idx" ON "undertime_requests" USING btree ("employee_id","date_of_undertime");--> statement-breakpoint
-- Every shift an employee already has becomes the first row of their history, from their hiring date.
INSERT INTO "shift_history" ("employee_id", "effective_from", "schedule", "time", "timezone_id", "source")
SELECT "id", "employment_date", "schedule", "time", "timezone_id", 'assignment' FROM "employees"
WHERE "schedule" IS NOT NULL AND "time" IS NOT NULL;
