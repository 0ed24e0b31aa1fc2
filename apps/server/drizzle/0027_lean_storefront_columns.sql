DROP INDEX "products_store_created_idx";--> statement-breakpoint
DROP INDEX "products_store_price_idx";--> statement-breakpoint
DROP INDEX "products_store_title_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vendor_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_thumb_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_display_key" text;--> statement-breakpoint
CREATE INDEX "products_store_featured_idx" ON "products" USING btree ("created_at","id") WHERE "products"."featured" and "products"."status" = 'active' and "products"."deleted_at" is null and "products"."vendor_visible";--> statement-breakpoint
CREATE INDEX "products_store_created_idx" ON "products" USING btree ("created_at","id","vendor_id","main_category_id","sub_category_id","price_minor") WHERE "products"."status" = 'active' and "products"."deleted_at" is null and "products"."vendor_visible";--> statement-breakpoint
CREATE INDEX "products_store_price_idx" ON "products" USING btree ("price_minor","id","vendor_id","main_category_id","sub_category_id") WHERE "products"."status" = 'active' and "products"."deleted_at" is null and "products"."vendor_visible";--> statement-breakpoint
CREATE INDEX "products_store_title_idx" ON "products" USING btree (lower("title"),"id","vendor_id","title") WHERE "products"."status" = 'active' and "products"."deleted_at" is null and "products"."vendor_visible";--> statement-breakpoint
-- Hand-written (decision 0014): triggers keep vendor_visible and the card image keys in the
-- transaction of every change to a vendor's status or a product's media, whoever makes it.
CREATE FUNCTION "products_set_vendor_visible"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- FOR SHARE waits for a vendor status change in progress (and holds one off until commit).
  NEW.vendor_visible := NEW.vendor_id IS NULL OR coalesce(
    (SELECT v.verification_status = 'approved' FROM vendors v WHERE v.id = NEW.vendor_id FOR SHARE), false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_vendor_visible_trg" BEFORE INSERT OR UPDATE OF "vendor_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_set_vendor_visible"();--> statement-breakpoint
CREATE FUNCTION "vendors_sync_product_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET vendor_visible = (NEW.verification_status = 'approved')
    WHERE vendor_id = NEW.id AND vendor_visible IS DISTINCT FROM (NEW.verification_status = 'approved');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "vendors_product_visibility_trg" AFTER UPDATE OF "verification_status" ON "vendors"
  FOR EACH ROW WHEN (OLD.verification_status IS DISTINCT FROM NEW.verification_status)
  EXECUTE FUNCTION "vendors_sync_product_visibility"();--> statement-breakpoint
CREATE FUNCTION "products_refresh_card_image"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET card_thumb_key = c.thumb_key, card_display_key = c.display_key
  FROM (
    SELECT t.id, m.thumb_key, m.display_key FROM unnest(ids) AS t(id)
    LEFT JOIN LATERAL (
      SELECT coalesce(m.thumb_key, m.original_key) AS thumb_key, coalesce(m.display_key, m.original_key) AS display_key
      FROM product_media m WHERE m.product_id = t.id AND m.kind = 'image'
      ORDER BY m.is_primary DESC, m.position, m.id LIMIT 1
    ) m ON true
  ) c
  WHERE p.id = c.id
    AND (p.card_thumb_key IS DISTINCT FROM c.thumb_key OR p.card_display_key IS DISTINCT FROM c.display_key);
$$;--> statement-breakpoint
CREATE FUNCTION "product_media_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_card_image(ARRAY(SELECT DISTINCT product_id FROM new_media));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_media_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_card_image(ARRAY(SELECT DISTINCT product_id FROM old_media));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_media_insert_card_trg" AFTER INSERT ON "product_media"
  REFERENCING NEW TABLE AS new_media FOR EACH STATEMENT EXECUTE FUNCTION "product_media_inserted"();--> statement-breakpoint
CREATE TRIGGER "product_media_update_card_trg" AFTER UPDATE ON "product_media"
  REFERENCING NEW TABLE AS new_media FOR EACH STATEMENT EXECUTE FUNCTION "product_media_inserted"();--> statement-breakpoint
CREATE TRIGGER "product_media_delete_card_trg" AFTER DELETE ON "product_media"
  REFERENCING OLD TABLE AS old_media FOR EACH STATEMENT EXECUTE FUNCTION "product_media_deleted"();--> statement-breakpoint
UPDATE "products" p SET "vendor_visible" = p.vendor_id IS NULL OR EXISTS (
  SELECT 1 FROM vendors v WHERE v.id = p.vendor_id AND v.verification_status = 'approved');--> statement-breakpoint
SELECT products_refresh_card_image(ARRAY(SELECT DISTINCT product_id FROM product_media));
