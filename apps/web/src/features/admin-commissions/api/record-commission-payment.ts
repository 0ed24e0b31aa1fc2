import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { adminCommissionsKey } from './admin-commission-keys';

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
