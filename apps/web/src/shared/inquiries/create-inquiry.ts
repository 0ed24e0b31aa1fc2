import type { InquiryCategory } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { inquiryKeys } from './inquiry-keys';
import { messageBody } from './message-body';
import type { CustomerInquiry } from './types';

export type CreateInquiryInput = {
  subject: string;
  category: InquiryCategory;
  message: string;
  relatedProduct?: string | undefined;
  relatedOrder?: string | undefined;
  vendorId?: string | null | undefined;
  files: readonly File[];
};

/** POST /api/inquiries: a customer asks a vendor (or the marketplace) about a product or an order. */
export function createInquiry({ files, ...fields }: CreateInquiryInput) {
  return apiEnvelope<{ inquiry: CustomerInquiry }>('/inquiries', {
    method: 'POST',
    role: 'customer',
    body: messageBody({ ...fields, vendorId: fields.vendorId ?? undefined }, files),
  });
}

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.mine() }),
  });
}
