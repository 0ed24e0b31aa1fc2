CREATE TABLE "storefront_days" (
	"day" integer PRIMARY KEY NOT NULL,
	"product_count" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written (decision 0031): how many products buyers may see were created on each UTC day,
-- kept by statement triggers on products in the transaction that inserts, updates or deletes
-- them (vendor_visible follows the vendor's status through products_vendor_visible_trg and
-- vendors_product_visibility_trg, which update the products). A product counts while
-- status = 'active' and deleted_at is null and vendor_visible (storefrontVisible). An update
-- that changes no product's visibility or creation day adds +1 and -1 to the same day and
-- touches no row. Days are upserted in ascending order, so two statements never lock the same
-- days in opposite orders.
CREATE FUNCTION "storefront_days_count"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "storefront_days" ("day", "product_count")
    SELECT floor(extract(epoch FROM n.created_at) / 86400)::int AS d, count(*)::int
    FROM new_rows n
    WHERE n.status = 'active' AND n.deleted_at IS NULL AND n.vendor_visible
    GROUP BY d ORDER BY d
    ON CONFLICT ("day") DO UPDATE SET "product_count" = "storefront_days"."product_count" + excluded."product_count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "storefront_days" ("day", "product_count")
    SELECT floor(extract(epoch FROM o.created_at) / 86400)::int AS d, -count(*)::int
    FROM old_rows o
    WHERE o.status = 'active' AND o.deleted_at IS NULL AND o.vendor_visible
    GROUP BY d ORDER BY d
    ON CONFLICT ("day") DO UPDATE SET "product_count" = "storefront_days"."product_count" + excluded."product_count";
  ELSE
    INSERT INTO "storefront_days" ("day", "product_count")
    SELECT c.d, sum(c.delta)::int FROM (
      SELECT floor(extract(epoch FROM n.created_at) / 86400)::int AS d, 1 AS delta
      FROM new_rows n WHERE n.status = 'active' AND n.deleted_at IS NULL AND n.vendor_visible
      UNION ALL
      SELECT floor(extract(epoch FROM o.created_at) / 86400)::int, -1
      FROM old_rows o WHERE o.status = 'active' AND o.deleted_at IS NULL AND o.vendor_visible
    ) c
    GROUP BY c.d HAVING sum(c.delta) <> 0 ORDER BY c.d
    ON CONFLICT ("day") DO UPDATE SET "product_count" = "storefront_days"."product_count" + excluded."product_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "storefront_days_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "storefront_days_count"();--> statement-breakpoint
CREATE TRIGGER "storefront_days_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "storefront_days_count"();--> statement-breakpoint
CREATE TRIGGER "storefront_days_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "storefront_days_count"();--> statement-breakpoint
CREATE FUNCTION "storefront_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "storefront_days";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "storefront_days_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "storefront_days_clear"();--> statement-breakpoint
INSERT INTO "storefront_days" ("day", "product_count")
SELECT floor(extract(epoch FROM p.created_at) / 86400)::int AS d, count(*)::int
FROM "products" p
WHERE p.status = 'active' AND p.deleted_at IS NULL AND p.vendor_visible
GROUP BY d;
