ALTER TABLE "coaching_records" ADD COLUMN "employee_comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "responsibility_forms" ADD COLUMN "confirmed_at" timestamp with time zone;