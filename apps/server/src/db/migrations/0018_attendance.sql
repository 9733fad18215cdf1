-- Time and attendance: registered biometric terminals, the punches as they came (each kept once), and
-- the day logs the grid, the modal and the payroll read (one per employee and day).
CREATE TABLE "attendance_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"serial_number" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"location" varchar(100) DEFAULT '' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"att_date" date NOT NULL,
	"sub_department_id" integer,
	"time_in" time(0),
	"first_break_out" time(0),
	"first_break_in" time(0),
	"lunch_break_out" time(0),
	"lunch_break_in" time(0),
	"second_break_out" time(0),
	"second_break_in" time(0),
	"time_out" time(0),
	"remarks" text,
	"update_reason" text,
	"edited_by" integer,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_punches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_punches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"punch_type" smallint,
	"source" varchar(8) NOT NULL,
	"device_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_punches_source_check" CHECK ("attendance_punches"."source" IN ('import', 'device')),
	CONSTRAINT "attendance_punches_type_check" CHECK ("attendance_punches"."punch_type" IS NULL OR "attendance_punches"."punch_type" BETWEEN 0 AND 5)
);
--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD CONSTRAINT "attendance_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_sub_department_id_sub_departments_id_fk" FOREIGN KEY ("sub_department_id") REFERENCES "public"."sub_departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_device_id_attendance_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."attendance_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_devices_serial_key" ON "attendance_devices" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_logs_employee_date_key" ON "attendance_logs" USING btree ("employee_id","att_date");--> statement-breakpoint
CREATE INDEX "attendance_logs_date_idx" ON "attendance_logs" USING btree ("att_date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_punches_employee_at_key" ON "attendance_punches" USING btree ("employee_id","punched_at");--> statement-breakpoint
CREATE INDEX "attendance_punches_device_idx" ON "attendance_punches" USING btree ("device_id");