ALTER TABLE "attendance_devices" ADD COLUMN "allowed_addresses" "cidr"[] DEFAULT '{}'::cidr[] NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "last_address" "inet";--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "refused_calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "last_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "last_refused_address" "inet";--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "refusal_audited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "stamps_refused" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "last_stamp_refused" varchar(32);--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "last_stamp_refused_at" timestamp with time zone;