CREATE TABLE "analytics_customer_months" (
	"vendor_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"month" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"live_orders" integer DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_customer_months_vendor_id_customer_key_month_pk" PRIMARY KEY("vendor_id","customer_key","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_parts" (
	"part_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_marketplace_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"live_orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"own_sales_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"cancelled_minor" bigint DEFAULT 0 NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_product_days" (
	"vendor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_days_vendor_id_day_product_id_pk" PRIMARY KEY("vendor_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_vendor_customers" (
	"vendor_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"first_day" date NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"last_day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"live_orders" integer DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	CONSTRAINT "analytics_vendor_customers_vendor_id_customer_key_pk" PRIMARY KEY("vendor_id","customer_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_vendor_days" (
	"vendor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"live_orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"earnings_minor" bigint DEFAULT 0 NOT NULL,
	"cancelled_minor" bigint DEFAULT 0 NOT NULL,
	"returned_minor" bigint DEFAULT 0 NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"returning_customers" integer DEFAULT 0 NOT NULL,
	"status_pending" integer DEFAULT 0 NOT NULL,
	"status_accepted" integer DEFAULT 0 NOT NULL,
	"status_processing" integer DEFAULT 0 NOT NULL,
	"status_shipped" integer DEFAULT 0 NOT NULL,
	"status_delivered" integer DEFAULT 0 NOT NULL,
	"status_cancelled" integer DEFAULT 0 NOT NULL,
	"status_cancelled_by_customer" integer DEFAULT 0 NOT NULL,
	"status_rejected" integer DEFAULT 0 NOT NULL,
	"status_returned" integer DEFAULT 0 NOT NULL,
	"shipped_parts" integer DEFAULT 0 NOT NULL,
	"processing_hours" double precision DEFAULT 0 NOT NULL,
	"delivered_parts" integer DEFAULT 0 NOT NULL,
	"delivered_on_time" integer DEFAULT 0 NOT NULL,
	"delivered_day_parts" integer DEFAULT 0 NOT NULL,
	"delivered_day_revenue_minor" bigint DEFAULT 0 NOT NULL,
	"delivered_day_commission_minor" bigint DEFAULT 0 NOT NULL,
	"delivered_day_earnings_minor" bigint DEFAULT 0 NOT NULL,
	"orders_by_hour" integer[] DEFAULT array_fill(0, array[24]) NOT NULL,
	"revenue_by_hour" bigint[] DEFAULT array_fill(0::bigint, array[24]) NOT NULL,
	CONSTRAINT "analytics_vendor_days_vendor_id_day_pk" PRIMARY KEY("vendor_id","day")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "handling_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_customer_months_month_idx" ON "analytics_customer_months" USING btree ("vendor_id","month");--> statement-breakpoint
CREATE INDEX "analytics_product_days_product_idx" ON "analytics_product_days" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "analytics_vendor_customers_first_idx" ON "analytics_vendor_customers" USING btree ("vendor_id","first_day");--> statement-breakpoint
CREATE INDEX "analytics_vendor_customers_last_idx" ON "analytics_vendor_customers" USING btree ("vendor_id","last_day");--> statement-breakpoint
CREATE INDEX "analytics_vendor_customers_spent_idx" ON "analytics_vendor_customers" USING btree ("vendor_id","spent_minor");--> statement-breakpoint
CREATE INDEX "order_parts_vendor_customer_idx" ON "order_parts" USING btree ("vendor_id",lower("customer_email"),"created_at") WHERE "order_parts"."forwarded_at" is not null;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_handling_days_ck" CHECK ("vendors"."handling_days" between 0 and 60);--> statement-breakpoint
CREATE FUNCTION analytics_queue_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_dirty_parts (part_id) SELECT DISTINCT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_queue_item_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_dirty_parts (part_id) SELECT DISTINCT part_id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_parts_inserted AFTER INSERT ON order_parts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_queue_parts();
--> statement-breakpoint
CREATE TRIGGER analytics_parts_updated AFTER UPDATE ON order_parts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_queue_parts();
--> statement-breakpoint
CREATE TRIGGER analytics_items_updated AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_queue_item_parts();
