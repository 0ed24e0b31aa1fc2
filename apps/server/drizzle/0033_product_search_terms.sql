CREATE TABLE "product_search_terms" (
	"term" text NOT NULL,
	"rank" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search_terms" ADD CONSTRAINT "product_search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_terms_rank_idx" ON "product_search_terms" USING btree ("term","rank" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_search_terms_product_idx" ON "product_search_terms" USING btree ("product_id");--> statement-breakpoint
-- Hand-written (decision 0029): one row per word of each product buyers may see, with the rank a
-- search of that word alone gives the product. Rewritten whenever the product's words, visibility
-- or creation time change, in the same transaction (vendor_visible follows the vendor's status
-- through products_vendor_visible_trg / vendors_product_visibility_trg, which update the products).
-- Words with a backslash are left out (their tsquery text is escaped); the search reads them the
-- general way.
CREATE FUNCTION "product_search_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.search_vector IS NOT DISTINCT FROM OLD.search_vector
       AND NEW.status IS NOT DISTINCT FROM OLD.status
       AND NEW.deleted_at IS NOT DISTINCT FROM OLD.deleted_at
       AND NEW.vendor_visible IS NOT DISTINCT FROM OLD.vendor_visible
       AND NEW.created_at IS NOT DISTINCT FROM OLD.created_at THEN
      RETURN NULL;
    END IF;
    DELETE FROM "product_search_terms" WHERE "product_id" = OLD.id;
  END IF;
  IF NEW.status = 'active' AND NEW.deleted_at IS NULL AND NEW.vendor_visible THEN
    INSERT INTO "product_search_terms" ("term", "rank", "created_at", "product_id")
    SELECT w.lexeme, ts_rank(NEW.search_vector, quote_literal(w.lexeme)::tsquery), NEW.created_at, NEW.id
    FROM unnest(NEW.search_vector) AS w
    WHERE strpos(w.lexeme, E'\\') = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_trg" AFTER INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_terms_sync"();--> statement-breakpoint
INSERT INTO "product_search_terms" ("term", "rank", "created_at", "product_id")
SELECT w.lexeme, ts_rank(p.search_vector, quote_literal(w.lexeme)::tsquery), p.created_at, p.id
FROM "products" p, unnest(p.search_vector) AS w
WHERE p.status = 'active' AND p.deleted_at IS NULL AND p.vendor_visible AND strpos(w.lexeme, E'\\') = 0;
