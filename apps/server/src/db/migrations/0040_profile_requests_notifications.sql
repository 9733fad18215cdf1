CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mail_pending" boolean DEFAULT true NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('leave_decided', 'adjustment_decided', 'undertime_decided', 'profile_decided', 'nte_served', 'document_assigned', 'coaching_to_acknowledge', 'evaluation_to_acknowledge'))
);
--> statement-breakpoint
CREATE TABLE "profile_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"requested_by" integer,
	"changes" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason_declined" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_requests_status_check" CHECK ("profile_requests"."status" IN ('pending', 'approved', 'declined')),
	CONSTRAINT "profile_requests_decided_check" CHECK (("profile_requests"."status" = 'pending') = ("profile_requests"."decided_at" IS NULL)
        AND ("profile_requests"."status" = 'declined') = ("profile_requests"."reason_declined" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_requests" ADD CONSTRAINT "profile_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_requests" ADD CONSTRAINT "profile_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_requests" ADD CONSTRAINT "profile_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_employee_idx" ON "notifications" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("employee_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_mail_idx" ON "notifications" USING btree ("id") WHERE "notifications"."mail_pending";--> statement-breakpoint
CREATE UNIQUE INDEX "profile_requests_one_pending_key" ON "profile_requests" USING btree ("employee_id") WHERE "profile_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_requests_employee_idx" ON "profile_requests" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "profile_requests_created_idx" ON "profile_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "profile_requests_status_idx" ON "profile_requests" USING btree ("status","created_at","id");