ALTER TABLE "access_tokens" ADD COLUMN "audience" varchar(8) DEFAULT 'hr' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_ess_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_audience_check" CHECK ("access_tokens"."audience" IN ('hr', 'ess'));