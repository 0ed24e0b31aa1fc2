CREATE TABLE "analytics_product_months" (
	"vendor_id" uuid NOT NULL,
	"month" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_months_vendor_id_month_product_id_pk" PRIMARY KEY("vendor_id","month","product_id")
);
--> statement-breakpoint
-- Backfill (hand-written): the months of the product days already rolled up.
INSERT INTO "analytics_product_months" ("vendor_id", "month", "product_id", "units", "revenue_minor", "orders")
  SELECT "vendor_id", date_trunc('month', "day")::date, "product_id", sum("units")::int, sum("revenue_minor"), sum("orders")::int
  FROM "analytics_product_days" GROUP BY 1, 2, 3;
