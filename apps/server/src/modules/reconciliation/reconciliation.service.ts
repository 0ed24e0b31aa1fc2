import { fromMinor, type LedgerAccount, toSafeMinor } from '@market/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { ledgerDaySums, ledgerVendorSums, orderCashRows, vendorPayoutSums } from '../ledger/index.js';
import { orderLedgerMismatches } from '../orders/index.js';
import { vendorNames } from '../payouts/index.js';

type Sums = Map<LedgerAccount, bigint>;
const of = (sums: Sums, account: LedgerAccount) => sums.get(account) ?? 0n;
const money = (minor: bigint) => fromMinor(toSafeMinor(minor));

/**
 * The figures of a group of ledger lines, each positive in its usual sense (decision 0043): what
 * customers paid and got back, commission and the marketplace's own sales, tax and shipping
 * collected, what vendors earned (the change of their payables plus what was paid out to them) and
 * what was paid out.
 */
function figures(sums: Sums) {
  const paidOut = -of(sums, 'payouts');
  return {
    paymentsReceived: money(of(sums, 'customer_payments')),
    refunds: money(-of(sums, 'refunds')),
    commission: money(-of(sums, 'commission_revenue')),
    marketplaceSales: money(-of(sums, 'marketplace_sales')),
    tax: money(-of(sums, 'tax_collected')),
    shipping: money(-of(sums, 'shipping_collected')),
    // What vendors came to be owed: the change of their payables, plus what left them as payouts.
    vendorEarnings: money(-(of(sums, 'vendor_pending') + of(sums, 'vendor_available')) + paidOut),
    payouts: money(paidOut),
  };
}

function group<R extends { account: LedgerAccount; totalMinor: bigint }, K>(rows: R[], key: (r: R) => K) {
  const out = new Map<K, Sums>();
  for (const r of rows) {
    const sums = out.get(key(r)) ?? new Map();
    sums.set(r.account, (sums.get(r.account) ?? 0n) + r.totalMinor);
    out.set(key(r), sums);
  }
  return out;
}

/** The check alone (the health figure of /metrics reads it too). */
export function ledgerCheck(db: DbOrTx, o: { from?: Date; to?: Date } = {}) {
  return orderLedgerMismatches(db, orderCashRows, { ...o, sample: 10 });
}

/**
 * The admins' reconciliation report for [from, to) (issue 28 item 6): per UTC day and per vendor,
 * payments received, refunds, commission, tax, shipping, vendor earnings and payouts from the
 * ledger; each vendor's balance now; and the check that every paid order placed in the period
 * shows what its ledger lines say it was paid less refunded.
 */
export async function getReconciliation(opts: { ctx: AppContext; from: Date; to: Date }) {
  const { ctx, from, to } = opts;
  const [days, vendorRows, check] = await Promise.all([
    ledgerDaySums(ctx.db, { from, to }),
    ledgerVendorSums(ctx.db, { from, to }),
    ledgerCheck(ctx.db, { from, to }),
  ]);
  const byVendor = group(vendorRows, (r) => r.vendorId);
  const ids = [...byVendor.keys()];
  const now = ctx.clock.now();
  const [names, balances] = await Promise.all([
    vendorNames(ctx.db, ids),
    Promise.all(ids.map((id) => vendorPayoutSums(ctx.db, id, now))),
  ]);
  const total = group(days, () => 'all').get('all') ?? new Map();
  return {
    currency: ctx.config.currency,
    from: from.toISOString(),
    to: to.toISOString(),
    totals: figures(total),
    days: [...group(days, (r) => r.day).entries()].map(([day, sums]) => ({ day, ...figures(sums) })),
    vendors: ids
      .map((vendorId, i) => {
        const { marketplaceSales: _, paymentsReceived, ...f } = figures(byVendor.get(vendorId)!);
        const b = balances[i]!;
        return {
          vendorId,
          businessName: names.get(vendorId) ?? 'Vendor',
          ...f,
          paymentsReceived,
          balance: {
            pending: money(b.pendingMinor),
            available: money(b.availableMinor),
            paidOut: money(b.paidOutMinor),
          },
        };
      })
      .sort((a, b) => a.businessName.localeCompare(b.businessName)),
    check,
  };
}
