CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"part_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"reason" text,
	"actor_id" uuid,
	"impersonator_id" uuid,
	"reverses_entry_id" uuid,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('order_paid', 'part_delivered', 'cancellation_refund', 'return_refund', 'payout', 'commission_payment', 'adjustment', 'reversal')),
	CONSTRAINT "ledger_entries_reason_ck" CHECK ("ledger_entries"."kind" not in ('adjustment', 'reversal') or char_length(btrim(coalesce("ledger_entries"."reason", ''))) between 3 and 500),
	CONSTRAINT "ledger_entries_reversal_ck" CHECK (("ledger_entries"."kind" = 'reversal') = ("ledger_entries"."reverses_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"entry_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"account" text NOT NULL,
	"vendor_id" uuid,
	"amount_minor" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_lines_pk" PRIMARY KEY("entry_id","line_no"),
	CONSTRAINT "ledger_lines_account_check" CHECK ("ledger_lines"."account" in ('customer_payments', 'refunds', 'payouts', 'commission_payments', 'vendor_pending', 'vendor_available', 'commission_revenue', 'marketplace_sales', 'shipping_collected', 'adjustments', 'tax_collected')),
	CONSTRAINT "ledger_lines_amount_ck" CHECK ("ledger_lines"."amount_minor" <> 0),
	CONSTRAINT "ledger_lines_vendor_ck" CHECK ("ledger_lines"."vendor_id" is not null or "ledger_lines"."account" not in ('vendor_pending', 'vendor_available', 'payouts', 'commission_payments', 'commission_revenue'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_uq" ON "ledger_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred_idx" ON "ledger_entries" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_idx" ON "ledger_entries" USING btree ("kind","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_lines_vendor_idx" ON "ledger_lines" USING btree ("vendor_id","occurred_at","account","amount_minor") WHERE "ledger_lines"."vendor_id" is not null;--> statement-breakpoint
-- Hand-written (decision 0043): an entry balances. At commit (a constraint trigger deferred to the
-- end of the transaction, so an entry and its lines are written in two statements), every entry
-- that was written or given a line must have at least two lines summing to zero; otherwise the
-- commit fails and nothing of the transaction is kept.
CREATE FUNCTION "ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry uuid;
  line_count bigint;
  total numeric;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT count(*), coalesce(sum(amount_minor), 0) INTO line_count, total
    FROM ledger_lines WHERE entry_id = entry;
  IF line_count < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger entry % is unbalanced: % lines summing to %', entry, line_count, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced_trg" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_lines_balanced_trg" AFTER INSERT ON "ledger_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balanced"();--> statement-breakpoint
-- Hand-written (decision 0043): the ledger is append-only, like the audit log (migration 0039): a
-- mistake is corrected by a reversing entry, never by changing or removing one.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only_trg" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate_trg" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only_trg" BEFORE UPDATE OR DELETE ON "ledger_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_truncate_trg" BEFORE TRUNCATE ON "ledger_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
