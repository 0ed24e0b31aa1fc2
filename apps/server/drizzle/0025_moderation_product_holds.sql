CREATE TABLE "product_moderation_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"admin_id" uuid,
	"admin_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_moderation_events_action_check" CHECK ("product_moderation_events"."action" in ('deactivate', 'clear'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderated_by" uuid;--> statement-breakpoint
ALTER TABLE "product_moderation_events" ADD CONSTRAINT "product_moderation_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_moderation_events" ADD CONSTRAINT "product_moderation_events_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_moderation_events" ADD CONSTRAINT "product_moderation_events_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_moderation_events_product_idx" ON "product_moderation_events" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "product_moderation_events_vendor_idx" ON "product_moderation_events" USING btree ("vendor_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_admin_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("price_minor","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_admin_title_idx" ON "products" USING btree (lower("title"),"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_admin_status_idx" ON "products" USING btree ("status","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_moderated_idx" ON "products" USING btree ("moderated_at","id") WHERE "products"."moderation_reason" is not null and "products"."deleted_at" is null;