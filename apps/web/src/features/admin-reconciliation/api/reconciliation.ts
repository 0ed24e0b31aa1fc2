import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The money figures of a group of ledger lines (server: reconciliation.service.ts). */
export type ReconciliationFigures = {
  paymentsReceived: number;
  refunds: number;
  commission: number;
  tax: number;
  shipping: number;
  vendorEarnings: number;
  payouts: number;
};

export type Reconciliation = {
  currency: string;
  from: string;
  to: string;
  totals: ReconciliationFigures & { marketplaceSales: number };
  days: (ReconciliationFigures & { day: string; marketplaceSales: number })[];
  vendors: (ReconciliationFigures & {
    vendorId: string;
    businessName: string;
    balance: { pending: number; available: number; paidOut: number };
  })[];
  check: {
    checked: number;
    mismatched: number;
    sample: { orderId: string; orderNumber: string; totalMinor: number; ledgerMinor: number }[];
  };
};

export type ReconciliationPeriod = { from?: string | undefined; to?: string | undefined };

/** GET /api/admin/reconciliation?from&to (UTC days, both included; the last 30 days when absent). */
export function reconciliationQueryOptions(period: ReconciliationPeriod) {
  return queryOptions({
    queryKey: ['admin', 'reconciliation', period],
    queryFn: ({ signal }) =>
      apiRequest<Reconciliation>('/admin/reconciliation', {
        role: 'admin',
        signal,
        query: { from: period.from, to: period.to },
      }),
    placeholderData: keepPreviousData,
  });
}
