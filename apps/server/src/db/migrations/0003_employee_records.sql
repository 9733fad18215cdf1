CREATE TABLE "employee_dependents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_dependents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"relationship" varchar(32) NOT NULL,
	"age" integer NOT NULL,
	"phic_no" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_requirements" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"TOR" varchar(10) DEFAULT 'none' NOT NULL,
	"ITW" varchar(10) DEFAULT 'none' NOT NULL,
	"COE" varchar(10) DEFAULT 'none' NOT NULL,
	"NBI" varchar(10) DEFAULT 'none' NOT NULL,
	"NSO_BC" varchar(10) DEFAULT 'none' NOT NULL,
	"barangay_clearance" varchar(10) DEFAULT 'none' NOT NULL,
	"police_clearance" varchar(10) DEFAULT 'none' NOT NULL,
	"id_picture" varchar(10) DEFAULT 'none' NOT NULL,
	"MC" varchar(10) DEFAULT 'none' NOT NULL,
	"sss_static" varchar(10) DEFAULT 'none' NOT NULL,
	"photocopy_sss" varchar(10) DEFAULT 'none' NOT NULL,
	"photocopy_phic" varchar(10) DEFAULT 'none' NOT NULL,
	"photocopy_hdmf" varchar(10) DEFAULT 'none' NOT NULL,
	"photocopy_tin" varchar(10) DEFAULT 'none' NOT NULL,
	"nso_dependents" varchar(10) DEFAULT 'none' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_seniors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_seniors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"senior_citizen" varchar(32) NOT NULL,
	"middle_initial" varchar(32) NOT NULL,
	"senior_citizen_no" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_dependents" ADD CONSTRAINT "employee_dependents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_requirements" ADD CONSTRAINT "employee_requirements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_seniors" ADD CONSTRAINT "employee_seniors_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_dependents_employee_id_idx" ON "employee_dependents" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_seniors_employee_id_idx" ON "employee_seniors" USING btree ("employee_id");--> statement-breakpoint
-- Every employee has a requirements record from the start.
INSERT INTO "employee_requirements" ("employee_id") SELECT "id" FROM "employees" ON CONFLICT DO NOTHING;
