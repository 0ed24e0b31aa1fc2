DROP INDEX "products_store_created_idx";--> statement-breakpoint
DROP INDEX "products_store_price_idx";--> statement-breakpoint
CREATE INDEX "products_store_title_idx" ON "products" USING btree (lower("title"),"id") WHERE "products"."status" = 'active' and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_store_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'active' and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_store_price_idx" ON "products" USING btree ("price_minor","id") WHERE "products"."status" = 'active' and "products"."deleted_at" is null;