ALTER TABLE "sessions" ADD CONSTRAINT "sessions_role_check" CHECK ("sessions"."role" in ('customer', 'vendor', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'vendor', 'admin'));--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_kind_check" CHECK ("product_media"."kind" in ('image', 'video'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('active', 'inactive', 'draft'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_type_check" CHECK ("stock_movements"."type" in ('initial', 'adjustment', 'restock', 'reserve', 'release', 'sale', 'return'));--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_check" CHECK ("email_codes"."purpose" in ('customer_verify', 'vendor_verify', 'password_reset'));--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_status_check" CHECK ("vendor_applications"."status" in ('draft', 'submitted', 'under_review', 'approved', 'rejected', 'more_info_required'));--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_business_type_check" CHECK ("vendor_applications"."business_type" in ('individual', 'company', 'partnership'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_type_check" CHECK ("order_events"."actor_type" in ('customer', 'guest', 'vendor', 'admin', 'system'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_status_check" CHECK ("order_items"."status" in ('active', 'cancelled'));--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_status_check" CHECK ("order_parts"."status" in ('pending', 'accepted', 'confirmed', 'processing', 'shipped', 'delivered', 'rejected', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_type_check" CHECK ("order_parts"."type" in ('admin', 'vendor'));--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_cancelled_by_check" CHECK ("order_parts"."cancelled_by" in ('user', 'vendor', 'admin', 'system'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_unified_status_check" CHECK ("orders"."unified_status" in ('placed', 'pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'rejected', 'accepted', 'partially_cancelled', 'refunded', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cod', 'bank_transfer', 'card'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'paid', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_speed_check" CHECK ("orders"."delivery_speed" in ('standard', 'express', 'overnight'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type_check" CHECK ("orders"."order_type" in ('admin_only', 'vendor_only', 'mixed'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_verification_status_check" CHECK ("vendors"."verification_status" in ('pending', 'under_review', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_business_type_check" CHECK ("vendors"."business_type" in ('individual', 'company', 'partnership'));