DROP INDEX "analytics_customer_months_month_idx";--> statement-breakpoint
DROP INDEX "analytics_vendor_customers_first_idx";--> statement-breakpoint
DROP INDEX "analytics_vendor_customers_last_idx";--> statement-breakpoint
CREATE INDEX "analytics_customer_months_month_idx" ON "analytics_customer_months" USING btree ("vendor_id","month","customer_key");--> statement-breakpoint
CREATE INDEX "analytics_vendor_customers_first_idx" ON "analytics_vendor_customers" USING btree ("vendor_id","first_day","orders","customer_key");--> statement-breakpoint
CREATE INDEX "analytics_vendor_customers_last_idx" ON "analytics_vendor_customers" USING btree ("vendor_id","last_day","first_day","orders","spent_minor","country","city","customer_key");