DROP INDEX "analytics_vendor_customers_first_idx";--> statement-breakpoint
DROP INDEX "analytics_vendor_customers_last_idx";--> statement-breakpoint
ALTER TABLE "analytics_customer_months" ADD COLUMN "first_month" date;--> statement-breakpoint
UPDATE "analytics_customer_months" m SET "first_month" = f."first_month" FROM (SELECT "vendor_id", "customer_key", min("month") AS "first_month" FROM "analytics_customer_months" GROUP BY 1, 2) f WHERE f."vendor_id" = m."vendor_id" AND f."customer_key" = m."customer_key";--> statement-breakpoint
ALTER TABLE "analytics_customer_months" ALTER COLUMN "first_month" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_customer_months_cohort_idx" ON "analytics_customer_months" USING btree ("vendor_id","first_month","month");--> statement-breakpoint
CREATE INDEX "analytics_vendor_customers_first_idx" ON "analytics_vendor_customers" USING btree ("vendor_id","first_day","orders");--> statement-breakpoint
CREATE INDEX "analytics_vendor_customers_last_idx" ON "analytics_vendor_customers" USING btree ("vendor_id","last_day","first_day","orders","spent_minor","country","city","customer_key");