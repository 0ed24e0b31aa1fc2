import { bulkChangeOf, type InquiryBulkAction } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { DeskScope } from '@/shared/inquiries/types';
import { DESKS } from './desk';

export type BulkInquiryInput = { inquiryIds: string[]; action: InquiryBulkAction };

/** PUT /api/vendors/inquiries/bulk `{inquiryIds, field, value}`: all or none. */
export function bulkUpdateInquiries(scope: DeskScope, { inquiryIds, action }: BulkInquiryInput) {
  const desk = DESKS[scope];
  return apiEnvelope<{ modifiedCount: number }>(`${desk.apiBase}/bulk`, {
    method: 'PUT',
    role: desk.role,
    body: { inquiryIds, ...bulkChangeOf(action) },
  });
}

export function useBulkUpdateInquiries(scope: DeskScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkInquiryInput) => bulkUpdateInquiries(scope, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.desk(scope) }),
  });
}
