import {
  DEFAULT_COMMISSION_RATE_BP,
  DEFAULT_PAYOUT_HOLD_DAYS,
  DEFAULT_PAYOUT_MINIMUM_MINOR,
  DEFAULT_PAYOUT_SCHEDULE,
  DEFAULT_TAX_RATE_BP,
  type PayoutSchedule,
  payoutScheduleSchema,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { readStoredSettings, upsertSettings } from './settings.queries.js';

export type MarketplaceSettings = {
  /** Vendor parts reach vendors at once when on; otherwise an admin forwards them. */
  autoForwardOrders: boolean;
  taxRateBp: number;
  /** The marketplace commission for vendors without their own rate. */
  commissionRateBp: number;
  /** Vendors' new and changed listings wait for an admin's approval (decision 0044; off by default). */
  reviewListings: boolean;
  /** Days after delivery before a vendor's earnings may be paid out (decision 0048). */
  payoutHoldDays: number;
  /** The smallest payout; a smaller available balance waits for a later run. */
  payoutMinimumMinor: number;
  payoutSchedule: PayoutSchedule;
};

export const DEFAULT_SETTINGS: MarketplaceSettings = {
  autoForwardOrders: true,
  taxRateBp: DEFAULT_TAX_RATE_BP,
  commissionRateBp: DEFAULT_COMMISSION_RATE_BP,
  reviewListings: false,
  payoutHoldDays: DEFAULT_PAYOUT_HOLD_DAYS,
  payoutMinimumMinor: DEFAULT_PAYOUT_MINIMUM_MINOR,
  payoutSchedule: DEFAULT_PAYOUT_SCHEDULE,
};

export async function getSettings(db: DbOrTx): Promise<MarketplaceSettings> {
  return settingsFrom(await readStoredSettings(db));
}

/** The settings from their stored key/value pairs, defaults for what is missing. */
export function settingsFrom(stored: Record<string, unknown>): MarketplaceSettings {
  return {
    autoForwardOrders:
      typeof stored.autoForwardOrders === 'boolean'
        ? stored.autoForwardOrders
        : DEFAULT_SETTINGS.autoForwardOrders,
    taxRateBp: typeof stored.taxRateBp === 'number' ? stored.taxRateBp : DEFAULT_SETTINGS.taxRateBp,
    commissionRateBp:
      typeof stored.commissionRateBp === 'number'
        ? stored.commissionRateBp
        : DEFAULT_SETTINGS.commissionRateBp,
    reviewListings:
      typeof stored.reviewListings === 'boolean' ? stored.reviewListings : DEFAULT_SETTINGS.reviewListings,
    payoutHoldDays: Number.isInteger(stored.payoutHoldDays)
      ? (stored.payoutHoldDays as number)
      : DEFAULT_SETTINGS.payoutHoldDays,
    payoutMinimumMinor: Number.isInteger(stored.payoutMinimumMinor)
      ? (stored.payoutMinimumMinor as number)
      : DEFAULT_SETTINGS.payoutMinimumMinor,
    payoutSchedule:
      payoutScheduleSchema.safeParse(stored.payoutSchedule).data ?? DEFAULT_SETTINGS.payoutSchedule,
  };
}

export async function updateSettings(opts: { ctx: AppContext; changes: Partial<MarketplaceSettings> }) {
  const entries = Object.entries(opts.changes).filter(([, v]) => v !== undefined);
  if (entries.length) {
    const before = (await getSettings(opts.ctx.db)) as Record<string, unknown>;
    await upsertSettings(opts.ctx.db, entries, opts.ctx.clock.now());
    noteAuditChange({
      subjectType: 'settings',
      subjectId: 'marketplace',
      before: Object.fromEntries(entries.map(([key]) => [key, before[key] ?? null])),
      after: Object.fromEntries(entries),
    });
  }
  return getSettings(opts.ctx.db);
}

/** A vendor's rate: its own, else the marketplace setting, else 20 percent (DESIGN.md section 6). */
export function effectiveCommissionRateBp(vendorRateBp: number | null, s: MarketplaceSettings): number {
  return vendorRateBp ?? s.commissionRateBp ?? DEFAULT_COMMISSION_RATE_BP;
}
