ALTER TABLE "notification_config" ADD COLUMN "allow_plain_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" varchar(24) DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body_enc" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_enc" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_search_trgm_idx" ON "mail_outbox" USING gin ((lower("to_address") || ' ' || lower("subject")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_expiry_idx" ON "mail_outbox" USING btree ("expires_at") WHERE "mail_outbox"."body_enc" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('queued', 'sending', 'sent', 'failed', 'logged', 'cancelled'));--> statement-breakpoint
-- Texts kept in clear before this release are dropped, not sealed (SQL has no key): a mail that was
-- still waiting says why it was not sent, and HR sends a new link (Remind, a new reset) if needed.
UPDATE "mail_outbox" SET "status" = 'failed', "error" = 'Not sent: its text was removed when the outbox began to keep mail texts sealed. Send a new link if it is still needed.' WHERE "status" IN ('queued', 'sending');--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "body_text";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "body_html";
