ALTER TABLE "analytics_product_status_days" ADD COLUMN "lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_vendor_days" ADD COLUMN "lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_parts_vendor_report_idx" ON "order_parts" USING btree ("vendor_id","created_at","status","subtotal_minor","item_count","customer_email","customer_name") WHERE "order_parts"."forwarded_at" is not null;--> statement-breakpoint
-- The line counts are recomputed with the days: queue every forwarded vendor part for the analytics job.
INSERT INTO "analytics_dirty_parts" ("part_id") SELECT "id" FROM "order_parts" WHERE "forwarded_at" IS NOT NULL AND "vendor_id" IS NOT NULL ON CONFLICT DO NOTHING;
