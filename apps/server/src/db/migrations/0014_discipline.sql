CREATE TABLE "coaching_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaching_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"date_coaching" date NOT NULL,
	"superior_name" varchar(100) NOT NULL,
	"coached_by" integer,
	"agreement" text DEFAULT '' NOT NULL,
	"strength" text DEFAULT '' NOT NULL,
	"performance" text DEFAULT '' NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"employee" text DEFAULT '' NOT NULL,
	"team" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"employee_commitment" text DEFAULT '' NOT NULL,
	"expected_result" text DEFAULT '' NOT NULL,
	"employee_status" varchar(14) DEFAULT 'unacknowledged' NOT NULL,
	"employee_signature_file_id" integer,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_records_employee_status_check" CHECK ("coaching_records"."employee_status" IN ('unacknowledged', 'acknowledged'))
);
--> statement-breakpoint
CREATE TABLE "evaluation_action_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_action_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"action_item" text NOT NULL,
	"messure_of_success" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"supervisor_name" varchar(100) DEFAULT '' NOT NULL,
	"department_head" varchar(100) DEFAULT '' NOT NULL,
	"description" varchar(100) NOT NULL,
	"others" text DEFAULT '' NOT NULL,
	"performance" smallint NOT NULL,
	"performance_comments" text DEFAULT '' NOT NULL,
	"communication" smallint NOT NULL,
	"communication_comments" text DEFAULT '' NOT NULL,
	"adherence" smallint NOT NULL,
	"adherence_comments" text DEFAULT '' NOT NULL,
	"aplus_value" smallint NOT NULL,
	"aplus_value_comments" text DEFAULT '' NOT NULL,
	"overall_rating" numeric(3, 2) NOT NULL,
	"supervisor_comments" text DEFAULT '' NOT NULL,
	"employee_comments" text DEFAULT '' NOT NULL,
	"supervisor_signature_file_id" integer,
	"employee_signature_file_id" integer,
	"supervisor_date_sign" date,
	"employee_date_sign" date,
	"requester_role_id" smallint NOT NULL,
	"tl_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"asm_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"employee_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_tl_status_check" CHECK ("evaluations"."tl_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "evaluations_asm_status_check" CHECK ("evaluations"."asm_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "evaluations_employee_status_check" CHECK ("evaluations"."employee_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "evaluations_requester_check" CHECK ("evaluations"."requester_role_id" IN (2, 3)),
	CONSTRAINT "evaluations_ratings_check" CHECK ("evaluations"."performance" BETWEEN 1 AND 5 AND "evaluations"."communication" BETWEEN 1 AND 5 AND "evaluations"."adherence" BETWEEN 1 AND 5 AND "evaluations"."aplus_value" BETWEEN 1 AND 5 AND "evaluations"."overall_rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "nte_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nte_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nte_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nte_occurrences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nte_occurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nte_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"date" date NOT NULL,
	"details" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nte_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nte_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"requested_by" varchar(100) NOT NULL,
	"date_request" date NOT NULL,
	"date_incident" date NOT NULL,
	"type_of_infraction" varchar(4) NOT NULL,
	"action_to_be_taken" varchar(20) NOT NULL,
	"details_of_infraction" text NOT NULL,
	"plan_for_improvement" text DEFAULT '' NOT NULL,
	"employees_commitment" text DEFAULT '' NOT NULL,
	"hr_notice_for_decision" text DEFAULT '' NOT NULL,
	"tl_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"tl_date_approved" date,
	"asm_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"asm_date_approved" date,
	"hr_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"hr_date_approved" date,
	"employee_status" varchar(14) DEFAULT 'unacknowledged' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"signature_file_id" integer,
	"hr_decision_status" varchar(10) DEFAULT 'undecided' NOT NULL,
	"hr_date_decided" date,
	"decided_at" timestamp with time zone,
	"stage" varchar(12) GENERATED ALWAYS AS (CASE
  WHEN hr_decision_status = 'decided' THEN 'decided'
  WHEN hr_status = 'rejected' THEN 'rejected'
  WHEN hr_status = 'approved' THEN CASE WHEN employee_status = 'acknowledged' THEN 'acknowledged' ELSE 'served' END
  WHEN tl_status = 'approved' AND asm_status = 'approved' THEN 'review'
  ELSE 'awaiting' END) STORED NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nte_requests_type_check" CHECK ("nte_requests"."type_of_infraction" IN ('i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv')),
	CONSTRAINT "nte_requests_action_check" CHECK ("nte_requests"."action_to_be_taken" IN ('VW', 'NTE 1', 'NTE 2', 'NTE 3', '3 Days Suspension', '10 Days Suspension', '15 Days Suspension', 'Dismissal')),
	CONSTRAINT "nte_requests_tl_status_check" CHECK ("nte_requests"."tl_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "nte_requests_asm_status_check" CHECK ("nte_requests"."asm_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "nte_requests_hr_status_check" CHECK ("nte_requests"."hr_status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "nte_requests_employee_status_check" CHECK ("nte_requests"."employee_status" IN ('unacknowledged', 'acknowledged')),
	CONSTRAINT "nte_requests_decision_check" CHECK ("nte_requests"."hr_decision_status" IN ('undecided', 'decided'))
);
--> statement-breakpoint
ALTER TABLE "coaching_records" ADD CONSTRAINT "coaching_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_records" ADD CONSTRAINT "coaching_records_coached_by_employees_id_fk" FOREIGN KEY ("coached_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_records" ADD CONSTRAINT "coaching_records_employee_signature_file_id_files_id_fk" FOREIGN KEY ("employee_signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_action_plans" ADD CONSTRAINT "evaluation_action_plans_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_supervisor_signature_file_id_files_id_fk" FOREIGN KEY ("supervisor_signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_employee_signature_file_id_files_id_fk" FOREIGN KEY ("employee_signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nte_attachments" ADD CONSTRAINT "nte_attachments_nte_id_nte_requests_id_fk" FOREIGN KEY ("nte_id") REFERENCES "public"."nte_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nte_attachments" ADD CONSTRAINT "nte_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nte_occurrences" ADD CONSTRAINT "nte_occurrences_nte_id_nte_requests_id_fk" FOREIGN KEY ("nte_id") REFERENCES "public"."nte_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nte_requests" ADD CONSTRAINT "nte_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nte_requests" ADD CONSTRAINT "nte_requests_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nte_requests" ADD CONSTRAINT "nte_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_records_date_idx" ON "coaching_records" USING btree ("date_coaching","id");--> statement-breakpoint
CREATE INDEX "coaching_records_superior_idx" ON "coaching_records" USING btree ("superior_name","id");--> statement-breakpoint
CREATE INDEX "coaching_records_employee_idx" ON "coaching_records" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "evaluation_action_plans_evaluation_idx" ON "evaluation_action_plans" USING btree ("evaluation_id","position");--> statement-breakpoint
CREATE INDEX "evaluations_created_at_idx" ON "evaluations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "evaluations_employee_idx" ON "evaluations" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "nte_attachments_nte_idx" ON "nte_attachments" USING btree ("nte_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nte_attachments_file_key" ON "nte_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "nte_occurrences_nte_idx" ON "nte_occurrences" USING btree ("nte_id","position");--> statement-breakpoint
CREATE INDEX "nte_requests_date_request_idx" ON "nte_requests" USING btree ("date_request","id");--> statement-breakpoint
CREATE INDEX "nte_requests_stage_idx" ON "nte_requests" USING btree ("stage","date_request","id");--> statement-breakpoint
CREATE INDEX "nte_requests_created_at_idx" ON "nte_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "nte_requests_employee_type_idx" ON "nte_requests" USING btree ("employee_id","type_of_infraction");