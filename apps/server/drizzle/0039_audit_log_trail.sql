ALTER TABLE "audit_log" ADD COLUMN "as_vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "status_code" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "impersonator_id" uuid;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_vendor_idx" ON "audit_log" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (decision 0038): the audit log is append-only. Users are never deleted (no code path
-- deletes one; vendors reference their user with ON DELETE RESTRICT), so the actor_id foreign key's
-- ON DELETE SET NULL never fires, and the trigger refuses every UPDATE, DELETE and TRUNCATE.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only_trg" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate_trg" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
