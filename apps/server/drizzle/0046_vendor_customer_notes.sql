CREATE TABLE "vendor_customer_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"note" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"by_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_customer_notes_note_ck" CHECK (char_length("vendor_customer_notes"."note") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "handling_days_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_customer_notes" ADD CONSTRAINT "vendor_customer_notes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_customer_notes" ADD CONSTRAINT "vendor_customer_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_customer_notes_customer_idx" ON "vendor_customer_notes" USING btree ("vendor_id","customer_key","created_at","id");