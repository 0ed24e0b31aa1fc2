ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_status_check";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_sending_idx" ON "outbox_emails" USING btree ("claimed_until") WHERE "outbox_emails"."status" = 'sending';--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('pending', 'sending', 'sent', 'failed'));