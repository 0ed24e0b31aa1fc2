CREATE TABLE "payout_lines" (
	"entry_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"payout_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "payout_lines_pk" PRIMARY KEY("entry_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"vendors_paid" integer DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payout_runs_trigger_check" CHECK ("payout_runs"."trigger" in ('schedule', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"run_id" uuid,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"reversal_entry_id" uuid,
	"reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "vendor_payout_holds" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"held_by" uuid,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payout_holds" ADD CONSTRAINT "vendor_payout_holds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_payout_idx" ON "payout_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_scheduled_uq" ON "payout_runs" USING btree ("scheduled_for");--> statement-breakpoint
CREATE INDEX "payouts_vendor_idx" ON "payouts" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_payable_idx" ON "ledger_lines" USING btree ("vendor_id","account",coalesce("available_at", "occurred_at"),"amount_minor") WHERE "ledger_lines"."account" in ('vendor_pending', 'vendor_available', 'payouts');