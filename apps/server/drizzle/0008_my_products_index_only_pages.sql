DROP INDEX "products_vendor_created_idx";--> statement-breakpoint
DROP INDEX "products_vendor_price_idx";--> statement-breakpoint
CREATE INDEX "products_vendor_created_idx" ON "products" USING btree ("vendor_id","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_vendor_price_idx" ON "products" USING btree ("vendor_id","price_minor","id") WHERE "products"."deleted_at" is null;