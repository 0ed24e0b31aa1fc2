ALTER TABLE "commission_payments" ALTER COLUMN "amount_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "shipping_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "total_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_parts" ALTER COLUMN "subtotal_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_parts" ALTER COLUMN "shipping_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_parts" ALTER COLUMN "commission_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_parts" ALTER COLUMN "vendor_amount_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_minor" SET DATA TYPE bigint;--> statement-breakpoint
CREATE INDEX "inquiry_messages_sender_idx" ON "inquiry_messages" USING btree ("sender_id") WHERE "inquiry_messages"."sender_id" is not null;