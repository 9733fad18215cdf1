CREATE TABLE "responsibility_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "responsibility_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"signature_file_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsibility_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "responsibility_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"received" boolean DEFAULT false NOT NULL,
	CONSTRAINT "responsibility_items_quantity_check" CHECK ("responsibility_items"."quantity" BETWEEN 1 AND 9999)
);
--> statement-breakpoint
CREATE TABLE "wfh_undertakings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wfh_undertakings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"until_date" date NOT NULL,
	"date_sign" date NOT NULL,
	"signature_file_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responsibility_forms" ADD CONSTRAINT "responsibility_forms_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsibility_forms" ADD CONSTRAINT "responsibility_forms_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsibility_forms" ADD CONSTRAINT "responsibility_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsibility_items" ADD CONSTRAINT "responsibility_items_form_id_responsibility_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."responsibility_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfh_undertakings" ADD CONSTRAINT "wfh_undertakings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfh_undertakings" ADD CONSTRAINT "wfh_undertakings_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfh_undertakings" ADD CONSTRAINT "wfh_undertakings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "responsibility_forms_employee_key" ON "responsibility_forms" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "responsibility_forms_created_idx" ON "responsibility_forms" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "responsibility_items_form_position_key" ON "responsibility_items" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "wfh_undertakings_signed_idx" ON "wfh_undertakings" USING btree ("date_sign","id");--> statement-breakpoint
CREATE INDEX "wfh_undertakings_employee_idx" ON "wfh_undertakings" USING btree ("employee_id");