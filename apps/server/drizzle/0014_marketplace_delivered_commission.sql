ALTER TABLE "analytics_marketplace_days" ADD COLUMN "delivered_commission_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_parts_delivered_day_idx" ON "order_parts" USING btree ("delivered_at","commission_minor") WHERE "order_parts"."status" = 'delivered' and "order_parts"."vendor_id" is not null;--> statement-breakpoint
-- Existing deliveries are queued so the analytics job fills the new column.
INSERT INTO "analytics_dirty_parts" ("part_id") SELECT "id" FROM "order_parts" WHERE "status" = 'delivered' AND "vendor_id" IS NOT NULL ON CONFLICT DO NOTHING;
