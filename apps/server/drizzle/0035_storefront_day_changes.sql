CREATE TABLE "storefront_day_changes" (
	"day" integer NOT NULL,
	"change" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storefront_day_changes_day_idx" ON "storefront_day_changes" USING btree ("day","change");--> statement-breakpoint
-- Hand-written (decision 0031): how many products buyers may see were created on each UTC day, as
-- rows of changes whose sum per day is the count. Statement triggers on products append them in
-- the transaction that inserts, updates or deletes products (vendor_visible follows the vendor's
-- status through products_vendor_visible_trg and vendors_product_visibility_trg, which update the
-- products). A product counts while status = 'active' and deleted_at is null and vendor_visible
-- (storefrontVisible). An update that changes no product's visibility or creation day adds +1 and
-- -1 to the same day and appends nothing. Appending never waits for another writer; about one
-- statement in 64 also sums the rows of each day that has several into one
-- (storefront_day_changes_compact, which skips rows another transaction holds).
CREATE FUNCTION "storefront_day_changes_compact"() RETURNS void LANGUAGE sql AS $$
  WITH taken AS (
    DELETE FROM "storefront_day_changes" c
    WHERE c.ctid IN (
      SELECT s.ctid FROM "storefront_day_changes" s
      WHERE s.day IN (SELECT d.day FROM "storefront_day_changes" d GROUP BY d.day HAVING count(*) > 1)
      FOR UPDATE SKIP LOCKED)
    RETURNING c.day, c.change
  )
  INSERT INTO "storefront_day_changes" ("day", "change")
  SELECT t.day, sum(t.change)::int FROM taken t GROUP BY t.day HAVING sum(t.change) <> 0;
$$;--> statement-breakpoint
CREATE FUNCTION "storefront_day_changes_append"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "storefront_day_changes" ("day", "change")
    SELECT floor(extract(epoch FROM n.created_at) / 86400)::int AS d, count(*)::int
    FROM new_rows n
    WHERE n.status = 'active' AND n.deleted_at IS NULL AND n.vendor_visible
    GROUP BY d;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "storefront_day_changes" ("day", "change")
    SELECT floor(extract(epoch FROM o.created_at) / 86400)::int AS d, -count(*)::int
    FROM old_rows o
    WHERE o.status = 'active' AND o.deleted_at IS NULL AND o.vendor_visible
    GROUP BY d;
  ELSE
    INSERT INTO "storefront_day_changes" ("day", "change")
    SELECT c.d, sum(c.delta)::int FROM (
      SELECT floor(extract(epoch FROM n.created_at) / 86400)::int AS d, 1 AS delta
      FROM new_rows n WHERE n.status = 'active' AND n.deleted_at IS NULL AND n.vendor_visible
      UNION ALL
      SELECT floor(extract(epoch FROM o.created_at) / 86400)::int, -1
      FROM old_rows o WHERE o.status = 'active' AND o.deleted_at IS NULL AND o.vendor_visible
    ) c
    GROUP BY c.d HAVING sum(c.delta) <> 0;
  END IF;
  IF random() < 1.0 / 64 THEN
    PERFORM "storefront_day_changes_compact"();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "storefront_day_changes_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "storefront_day_changes_append"();--> statement-breakpoint
CREATE TRIGGER "storefront_day_changes_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "storefront_day_changes_append"();--> statement-breakpoint
CREATE TRIGGER "storefront_day_changes_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "storefront_day_changes_append"();--> statement-breakpoint
CREATE FUNCTION "storefront_day_changes_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "storefront_day_changes";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "storefront_day_changes_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "storefront_day_changes_clear"();--> statement-breakpoint
INSERT INTO "storefront_day_changes" ("day", "change")
SELECT floor(extract(epoch FROM p.created_at) / 86400)::int AS d, count(*)::int
FROM "products" p
WHERE p.status = 'active' AND p.deleted_at IS NULL AND p.vendor_visible
GROUP BY d;
