CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_number" text NOT NULL,
	"vendor_id" uuid,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"priority_rank" smallint DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"related_order_id" uuid,
	"related_order_number" text,
	"related_product_id" uuid,
	"related_product_name" text,
	"assigned_to_id" uuid,
	"assigned_to_name" text,
	"rating" smallint,
	"rated_at" timestamp with time zone,
	"message_count" integer DEFAULT 0 NOT NULL,
	"vendor_unread" integer DEFAULT 0 NOT NULL,
	"customer_unread" integer DEFAULT 0 NOT NULL,
	"first_customer_message_at" timestamp with time zone,
	"first_vendor_reply_at" timestamp with time zone,
	"vendor_emailed_at" timestamp with time zone,
	"customer_emailed_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('open', 'in_progress', 'waiting_customer', 'resolved', 'closed')),
	CONSTRAINT "inquiries_priority_check" CHECK ("inquiries"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "inquiries_category_check" CHECK ("inquiries"."category" in ('product_inquiry', 'order_support', 'shipping', 'return_refund', 'technical', 'billing', 'general')),
	CONSTRAINT "inquiries_priority_rank_check" CHECK ("inquiries"."priority_rank" = case "inquiries"."priority" when 'low' then 1 when 'medium' then 2 when 'high' then 3 else 4 end),
	CONSTRAINT "inquiries_rating_check" CHECK ("inquiries"."rating" is null or "inquiries"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "inquiry_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"is_vendor_message" boolean NOT NULL,
	"sender_id" uuid,
	"sender_name" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_messages_sender_role_check" CHECK ("inquiry_messages"."sender_role" in ('customer', 'vendor', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "inquiry_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"note" text NOT NULL,
	"added_by_id" uuid,
	"added_by_name" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_related_order_id_orders_id_fk" FOREIGN KEY ("related_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_message_id_inquiry_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inquiry_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_number_uq" ON "inquiries" USING btree ("inquiry_number");--> statement-breakpoint
CREATE INDEX "inquiries_vendor_activity_idx" ON "inquiries" USING btree ("vendor_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_vendor_created_idx" ON "inquiries" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_vendor_priority_idx" ON "inquiries" USING btree ("vendor_id","priority_rank","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_vendor_status_idx" ON "inquiries" USING btree ("vendor_id","status","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_vendor_category_idx" ON "inquiries" USING btree ("vendor_id","category","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_vendor_unread_idx" ON "inquiries" USING btree ("vendor_id","vendor_unread") WHERE "inquiries"."vendor_unread" > 0;--> statement-breakpoint
CREATE INDEX "inquiries_customer_idx" ON "inquiries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_customer_activity_idx" ON "inquiries" USING btree ("customer_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "inquiry_attachments_inquiry_idx" ON "inquiry_attachments" USING btree ("inquiry_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_attachments_key_uq" ON "inquiry_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_idx" ON "inquiry_messages" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_notes_inquiry_idx" ON "inquiry_notes" USING btree ("inquiry_id","added_at");