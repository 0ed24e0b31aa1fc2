CREATE TABLE "vendor_marketing_spend" (
	"vendor_id" uuid NOT NULL,
	"month" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_by_admin" uuid,
	CONSTRAINT "vendor_marketing_spend_vendor_id_month_pk" PRIMARY KEY("vendor_id","month"),
	CONSTRAINT "vendor_marketing_spend_non_negative" CHECK ("vendor_marketing_spend"."amount_minor" >= 0),
	CONSTRAINT "vendor_marketing_spend_month_start" CHECK (extract(day from "vendor_marketing_spend"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "vendor_monthly_goals" (
	"vendor_id" uuid NOT NULL,
	"month" date NOT NULL,
	"revenue_minor" bigint,
	"orders" integer,
	"customers" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_by_admin" uuid,
	CONSTRAINT "vendor_monthly_goals_vendor_id_month_pk" PRIMARY KEY("vendor_id","month"),
	CONSTRAINT "vendor_monthly_goals_non_negative" CHECK (coalesce("vendor_monthly_goals"."revenue_minor", 0) >= 0 and coalesce("vendor_monthly_goals"."orders", 0) >= 0 and coalesce("vendor_monthly_goals"."customers", 0) >= 0),
	CONSTRAINT "vendor_monthly_goals_month_start" CHECK (extract(day from "vendor_monthly_goals"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "vendor_marketing_spend" ADD CONSTRAINT "vendor_marketing_spend_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_marketing_spend" ADD CONSTRAINT "vendor_marketing_spend_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_marketing_spend" ADD CONSTRAINT "vendor_marketing_spend_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by_admin") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_monthly_goals" ADD CONSTRAINT "vendor_monthly_goals_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_monthly_goals" ADD CONSTRAINT "vendor_monthly_goals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_monthly_goals" ADD CONSTRAINT "vendor_monthly_goals_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by_admin") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_vendor_idx" ON "products" USING btree ("main_category_id","vendor_id") WHERE "products"."deleted_at" is null;