CREATE TABLE "leave_credit_config" (
	"sub_department_id" integer PRIMARY KEY NOT NULL,
	"monthly_earn" numeric(5, 2) DEFAULT '0' NOT NULL,
	"leave_refresh" varchar(8) DEFAULT 'yearly' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_credit_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"field" varchar(16) NOT NULL,
	"delta" numeric(7, 2) NOT NULL,
	"reason" varchar(16) NOT NULL,
	"leave_id" integer,
	"period" varchar(7),
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_credits" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"leave_credit_balance" numeric(7, 2) DEFAULT '0' NOT NULL,
	"leave_credit_used" numeric(7, 2) DEFAULT '0' NOT NULL,
	"leave_credit_bereavement" numeric(7, 2) DEFAULT '0' NOT NULL,
	"leave_credit_solo_parents" numeric(7, 2) DEFAULT '0' NOT NULL,
	"leave_credit_maternity" numeric(7, 2) DEFAULT '0' NOT NULL,
	"leave_credit_paternity" numeric(7, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"date_filled" date NOT NULL,
	"leave_type" varchar(20) NOT NULL,
	"no_of_days" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"remarks" varchar(12) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason_to_declined" text DEFAULT '' NOT NULL,
	"tl_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"tl_date_approved" date,
	"asm_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"asm_date_approved" date,
	"ceo_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"hr_date_approved" date,
	"hr_date_recived" date,
	"supervisor" varchar(100),
	"department_head" varchar(100),
	"roles" smallint DEFAULT 1 NOT NULL,
	"belongs_to" integer DEFAULT 0 NOT NULL,
	"credit_field" varchar(16),
	"credit_days" numeric(7, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_credit_config" ADD CONSTRAINT "leave_credit_config_sub_department_id_sub_departments_id_fk" FOREIGN KEY ("sub_department_id") REFERENCES "public"."sub_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_credit_ledger" ADD CONSTRAINT "leave_credit_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_credit_ledger" ADD CONSTRAINT "leave_credit_ledger_leave_id_leave_requests_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_credit_ledger" ADD CONSTRAINT "leave_credit_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_credits" ADD CONSTRAINT "leave_credits_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_credit_ledger_employee_idx" ON "leave_credit_ledger" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_credit_ledger_period_key" ON "leave_credit_ledger" USING btree ("employee_id","period","reason","field") WHERE "leave_credit_ledger"."period" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "leave_requests_employee_idx" ON "leave_requests" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "leave_requests_start_idx" ON "leave_requests" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_filled_idx" ON "leave_requests" USING btree ("date_filled","id");--> statement-breakpoint
CREATE INDEX "leave_requests_status_idx" ON "leave_requests" USING btree ("status","date_filled");--> statement-breakpoint
CREATE INDEX "leave_requests_type_idx" ON "leave_requests" USING btree ("leave_type","date_filled");--> statement-breakpoint
-- Every sub-department has a credit configuration from the start (no earning until HR sets one).
INSERT INTO "leave_credit_config" ("sub_department_id") SELECT "id" FROM "sub_departments" ON CONFLICT DO NOTHING;
