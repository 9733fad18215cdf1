CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"document_type" varchar(16) NOT NULL,
	"audience" varchar(16) NOT NULL,
	"sub_department_id" integer,
	"group_name" varchar(100),
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer NOT NULL,
	"acknowledged" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_type_check" CHECK ("documents"."document_type" IN ('contract', 'memo')),
	CONSTRAINT "documents_audience_check" CHECK ("documents"."audience" IN ('employee', 'group', 'all')),
	CONSTRAINT "documents_acknowledged_check" CHECK ("documents"."acknowledged" BETWEEN 0 AND "documents"."recipients")
);
--> statement-breakpoint
CREATE TABLE "employee_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"document_type" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'unacknowledged' NOT NULL,
	"date_sent" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_via" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_documents_status_check" CHECK ("employee_documents"."status" IN ('unacknowledged', 'acknowledged')),
	CONSTRAINT "employee_documents_acknowledged_check" CHECK (("employee_documents"."status" = 'acknowledged') = ("employee_documents"."acknowledged_at" IS NOT NULL)),
	CONSTRAINT "employee_documents_type_check" CHECK ("employee_documents"."document_type" IN ('contract', 'memo'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_sub_department_id_sub_departments_id_fk" FOREIGN KEY ("sub_department_id") REFERENCES "public"."sub_departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_sent_idx" ON "documents" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "documents_group_idx" ON "documents" USING btree ("sub_department_id","sent_at");--> statement-breakpoint
CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_documents_document_employee_key" ON "employee_documents" USING btree ("document_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_documents_employee_idx" ON "employee_documents" USING btree ("employee_id","document_type","status");--> statement-breakpoint
CREATE INDEX "employee_documents_pending_idx" ON "employee_documents" USING btree ("document_id","employee_id") WHERE "employee_documents"."status" = 'unacknowledged';