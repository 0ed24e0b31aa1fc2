CREATE TABLE "analytics_category_days" (
	"day" date NOT NULL,
	"category_key" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_category_days_day_category_key_pk" PRIMARY KEY("day","category_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_vendor_months" (
	"vendor_id" uuid NOT NULL,
	"month" date NOT NULL,
	"live_orders" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_vendor_months_vendor_id_month_pk" PRIMARY KEY("vendor_id","month")
);
--> statement-breakpoint
CREATE INDEX "analytics_vendor_months_month_idx" ON "analytics_vendor_months" USING btree ("month","vendor_id","revenue_minor","live_orders");--> statement-breakpoint
-- Existing data: vendor months are the sums of the vendor days already there...
INSERT INTO "analytics_vendor_months" ("vendor_id", "month", "live_orders", "revenue_minor")
SELECT "vendor_id", date_trunc('month', "day")::date, sum("live_orders")::int, sum("revenue_minor")
FROM "analytics_vendor_days" GROUP BY 1, 2 HAVING sum("live_orders") > 0 OR sum("revenue_minor") <> 0;
--> statement-breakpoint
-- ...and category days are per marketplace day: one queued vendor part per quarter hour reaches
-- every day in any time zone, and the analytics job refreshes those days.
INSERT INTO "analytics_dirty_parts" ("part_id")
SELECT DISTINCT ON (date_bin('15 minutes', "created_at", TIMESTAMPTZ '2000-01-01')) "id" FROM "order_parts"
WHERE "type" = 'vendor' AND "forwarded_at" IS NOT NULL
ORDER BY date_bin('15 minutes', "created_at", TIMESTAMPTZ '2000-01-01'), "id"
ON CONFLICT DO NOTHING;
