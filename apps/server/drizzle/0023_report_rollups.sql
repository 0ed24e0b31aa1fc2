CREATE TABLE "analytics_customer_first_months" (
	"vendor_id" uuid NOT NULL,
	"month" date NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_customer_first_months_vendor_id_month_pk" PRIMARY KEY("vendor_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_product_status_days" (
	"vendor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_status_days_vendor_id_status_day_product_id_pk" PRIMARY KEY("vendor_id","status","day","product_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_customer_first_days" ADD COLUMN "spent_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_vendor_months" ADD COLUMN "orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_vendor_months" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_vendor_months" ADD COLUMN "earnings_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_vendor_months" ADD COLUMN "customers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_vendor_months" ADD COLUMN "new_customers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_vendor_months" ADD COLUMN "returning_customers" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Fill the new month columns, first-day spend and first months from the rollups already there.
UPDATE "analytics_vendor_months" m SET "orders" = d."orders", "units" = d."units", "earnings_minor" = d."earnings_minor", "customers" = d."customers", "new_customers" = d."new_customers", "returning_customers" = d."returning_customers" FROM (SELECT "vendor_id", date_trunc('month', "day")::date AS "month", sum("orders")::int AS "orders", sum("units")::int AS "units", sum("earnings_minor") AS "earnings_minor", sum("customers")::int AS "customers", sum("new_customers")::int AS "new_customers", sum("returning_customers")::int AS "returning_customers" FROM "analytics_vendor_days" GROUP BY 1, 2) d WHERE d."vendor_id" = m."vendor_id" AND d."month" = m."month";
--> statement-breakpoint
INSERT INTO "analytics_vendor_months" ("vendor_id", "month", "live_orders", "revenue_minor", "orders", "units", "earnings_minor", "customers", "new_customers", "returning_customers") SELECT "vendor_id", date_trunc('month', "day")::date, sum("live_orders")::int, sum("revenue_minor"), sum("orders")::int, sum("units")::int, sum("earnings_minor"), sum("customers")::int, sum("new_customers")::int, sum("returning_customers")::int FROM "analytics_vendor_days" GROUP BY 1, 2 HAVING sum("orders") > 0 ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "analytics_customer_first_days" f SET "spent_minor" = c."spent_minor" FROM (SELECT "vendor_id", "first_day", sum("spent_minor") AS "spent_minor" FROM "analytics_vendor_customers" GROUP BY 1, 2) c WHERE c."vendor_id" = f."vendor_id" AND c."first_day" = f."first_day";
--> statement-breakpoint
INSERT INTO "analytics_customer_first_months" ("vendor_id", "month", "customers", "spent_minor") SELECT "vendor_id", date_trunc('month', "first_day")::date, sum("customers")::int, sum("spent_minor") FROM "analytics_customer_first_days" GROUP BY 1, 2;
--> statement-breakpoint
-- The status days are days of the marketplace time zone, which only the server knows: queue every
-- forwarded vendor part, and the analytics job recomputes its days (all rollups) in the background.
INSERT INTO "analytics_dirty_parts" ("part_id") SELECT "id" FROM "order_parts" WHERE "forwarded_at" IS NOT NULL AND "vendor_id" IS NOT NULL ON CONFLICT DO NOTHING;
