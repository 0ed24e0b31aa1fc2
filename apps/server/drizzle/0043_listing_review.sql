ALTER TABLE "products" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_review_queue_idx" ON "products" USING btree ("review_state","review_submitted_at","id") WHERE "products"."review_state" is not null and "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_review_state_check" CHECK ("products"."review_state" in ('pending', 'rejected'));--> statement-breakpoint
-- Hand-written (decision 0044): a product under listing review (review_state not null) is hidden
-- from buyers like one of an unapproved vendor: vendor_visible now also requires review_state null,
-- kept by the same triggers in the transaction of the change. Every storefront read, index and the
-- storefront day counts already filter on vendor_visible.
CREATE OR REPLACE FUNCTION "products_set_vendor_visible"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- FOR SHARE waits for a vendor status change in progress (and holds one off until commit).
  NEW.vendor_visible := NEW.review_state IS NULL AND (NEW.vendor_id IS NULL OR coalesce(
    (SELECT v.verification_status = 'approved' FROM vendors v WHERE v.id = NEW.vendor_id FOR SHARE), false));
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "products_vendor_visible_trg" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_vendor_visible_trg" BEFORE INSERT OR UPDATE OF "vendor_id", "review_state" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_set_vendor_visible"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vendors_sync_product_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET vendor_visible = (NEW.verification_status = 'approved' AND review_state IS NULL)
    WHERE vendor_id = NEW.id
      AND vendor_visible IS DISTINCT FROM (NEW.verification_status = 'approved' AND review_state IS NULL);
  RETURN NULL;
END $$;
