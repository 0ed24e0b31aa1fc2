import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionSummary, MonthlyRecord } from '@/features/vendor-commissions';
import { apiEnvelope, apiRequest } from '@/lib/api-client';

/** GET /api/admin/vendors/:id/commissions?year: this year's summary and the months of `year`. */
export type AdminVendorCommissions = {
  summary: CommissionSummary;
  records: MonthlyRecord[];
  pagination: { currentPage: number; totalPages: number; totalReports: number };
  vendorCommissionRate: number;
};

export const adminCommissionsKey = ['admin', 'commissions'] as const;

export function fetchAdminVendorCommissions(vendorId: string, year: number, signal?: AbortSignal) {
  return apiRequest<AdminVendorCommissions>(`/admin/vendors/${encodeURIComponent(vendorId)}/commissions`, {
    role: 'admin',
    query: { year },
    signal,
  });
}

export function adminVendorCommissionsQueryOptions(vendorId: string, year: number) {
  return queryOptions({
    queryKey: [...adminCommissionsKey, vendorId, year],
    queryFn: ({ signal }) => fetchAdminVendorCommissions(vendorId, year, signal),
    retry: false,
  });
}

export type PaymentInput = {
  vendorId: string;
  year: number;
  month: number;
  amount: number;
  reference?: string;
};

/** POST /api/admin/commissions/payments: 201, or 409 PAYMENT_EXCEEDS_PENDING (extra.pending) above what is due. */
export function recordCommissionPayment(input: PaymentInput) {
  const reference = input.reference?.trim();
  return apiEnvelope<{ paymentId: string; amount: number; pendingAfter: number }>(
    '/admin/commissions/payments',
    {
      method: 'POST',
      role: 'admin',
      body: {
        vendorId: input.vendorId,
        year: input.year,
        month: input.month,
        amount: input.amount,
        ...(reference ? { reference } : {}),
      },
    },
  );
}

export function useRecordCommissionPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCommissionPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCommissionsKey }),
  });
}
