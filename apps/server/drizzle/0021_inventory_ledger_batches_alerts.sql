CREATE TABLE "inventory_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"vendor_id" uuid,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"resolved_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_alerts_kind_check" CHECK ("inventory_alerts"."kind" in ('low_stock', 'out_of_stock')),
	CONSTRAINT "inventory_alerts_severity_check" CHECK ("inventory_alerts"."severity" in ('low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "inventory_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"vendor_id" uuid,
	"quantity" integer NOT NULL,
	"remaining_quantity" integer NOT NULL,
	"unit_cost_minor" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_batches_quantity_ck" CHECK ("inventory_batches"."quantity" > 0 and "inventory_batches"."remaining_quantity" >= 0 and "inventory_batches"."remaining_quantity" <= "inventory_batches"."quantity" and "inventory_batches"."unit_cost_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_type_check";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "stock_status" text GENERATED ALWAYS AS (case when "inventory_items"."discontinued" then 'discontinued' when "inventory_items"."current_stock" - "inventory_items"."reserved_stock" <= 0 then 'out_of_stock' when "inventory_items"."current_stock" - "inventory_items"."reserved_stock" <= "inventory_items"."low_stock_threshold" then 'low_stock' else 'in_stock' end) STORED;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "forecast_daily_demand" real;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "forecast_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD CONSTRAINT "inventory_alerts_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD CONSTRAINT "inventory_alerts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD CONSTRAINT "inventory_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_batches" ADD CONSTRAINT "inventory_batches_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_batches" ADD CONSTRAINT "inventory_batches_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_batches" ADD CONSTRAINT "inventory_batches_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_alerts_open_uq" ON "inventory_alerts" USING btree ("inventory_item_id","kind") WHERE "inventory_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_alerts_vendor_open_idx" ON "inventory_alerts" USING btree ("vendor_id","created_at") WHERE "inventory_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_batches_item_idx" ON "inventory_batches" USING btree ("inventory_item_id","received_at","id");--> statement-breakpoint
CREATE INDEX "inventory_batches_vendor_idx" ON "inventory_batches" USING btree ("vendor_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "inventory_items_vendor_status_idx" ON "inventory_items" USING btree ("vendor_id","stock_status","last_stock_update");--> statement-breakpoint
CREATE INDEX "inventory_items_vendor_current_idx" ON "inventory_items" USING btree ("vendor_id","current_stock");--> statement-breakpoint
CREATE INDEX "products_deleted_idx" ON "products" USING btree ("id") WHERE "products"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_sales_idx" ON "stock_movements" USING btree ("product_id","created_at","quantity") WHERE "stock_movements"."type" = 'sale';--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id","product_id") WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_levels_ck" CHECK ("inventory_items"."low_stock_threshold" >= 0 and "inventory_items"."reorder_point" >= 0 and "inventory_items"."reorder_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_type_check" CHECK ("stock_movements"."type" in ('initial', 'adjustment', 'restock', 'reserve', 'release', 'sale', 'return', 'import', 'bulk_update', 'product_edit', 'batch_receipt', 'removal'));
--> statement-breakpoint
-- The threshold moves beside the stock it judges (products keep theirs, written together from now on).
UPDATE "inventory_items" i SET "low_stock_threshold" = p."low_stock_threshold" FROM "products" p WHERE p."id" = i."product_id" AND i."low_stock_threshold" <> p."low_stock_threshold";
