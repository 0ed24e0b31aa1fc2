CREATE TABLE "analytics_cohort_months" (
	"vendor_id" uuid NOT NULL,
	"first_month" date NOT NULL,
	"month" date NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_cohort_months_vendor_id_first_month_month_pk" PRIMARY KEY("vendor_id","first_month","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_first_days" (
	"vendor_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"repeat_customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_customer_first_days_vendor_id_first_day_pk" PRIMARY KEY("vendor_id","first_day")
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_last_days" (
	"vendor_id" uuid NOT NULL,
	"last_day" date NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"repeat_customers" integer DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_customer_last_days_vendor_id_last_day_country_city_pk" PRIMARY KEY("vendor_id","last_day","country","city")
);
--> statement-breakpoint
DROP INDEX "analytics_vendor_customers_spent_idx";--> statement-breakpoint
DROP INDEX "analytics_vendor_days_day_idx";--> statement-breakpoint
CREATE INDEX "analytics_vendor_customers_spent_idx" ON "analytics_vendor_customers" USING btree ("vendor_id","spent_minor","last_day");--> statement-breakpoint
CREATE INDEX "analytics_vendor_days_day_idx" ON "analytics_vendor_days" USING btree ("day","vendor_id","revenue_minor","live_orders");--> statement-breakpoint
-- Backfill (hand-written): the same rows as fillCustomerRollups after a rebuild.
INSERT INTO "analytics_customer_first_days" ("vendor_id", "first_day", "customers", "repeat_customers")
  SELECT "vendor_id", "first_day", count(*)::int, count(*) FILTER (WHERE "orders" > 1)::int
  FROM "analytics_vendor_customers" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "analytics_customer_last_days" ("vendor_id", "last_day", "country", "city", "customers", "repeat_customers", "spent_minor")
  SELECT "vendor_id", "last_day", "country", "city", count(*)::int, count(*) FILTER (WHERE "orders" > 1)::int, sum("spent_minor")
  FROM "analytics_vendor_customers" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "analytics_cohort_months" ("vendor_id", "first_month", "month", "customers")
  SELECT "vendor_id", "first_month", "month", count(*)::int FROM "analytics_customer_months" GROUP BY 1, 2, 3;
