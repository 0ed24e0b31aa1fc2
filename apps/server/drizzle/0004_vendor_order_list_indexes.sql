DROP INDEX "order_parts_vendor_created_idx";--> statement-breakpoint
DROP INDEX "order_parts_vendor_status_idx";--> statement-breakpoint
DROP INDEX "order_parts_vendor_delivered_idx";--> statement-breakpoint
CREATE INDEX "order_parts_vendor_list_idx" ON "order_parts" USING btree ("vendor_id","created_at","id") WHERE "order_parts"."forwarded_at" is not null;--> statement-breakpoint
CREATE INDEX "order_parts_vendor_status_list_idx" ON "order_parts" USING btree ("vendor_id","status","created_at","id") WHERE "order_parts"."forwarded_at" is not null;--> statement-breakpoint
CREATE INDEX "order_parts_vendor_delivered_idx" ON "order_parts" USING btree ("vendor_id","delivered_at","commission_minor","subtotal_minor") WHERE "order_parts"."status" = 'delivered';