import type { InquiryStatusAction } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { DeskInquiry, DeskScope } from '@/shared/inquiries/types';
import { DESKS } from './desk';

export type StatusInput = { id: string; status: InquiryStatusAction };

/** PUT /api/vendors/inquiries/:inquiryId/status `{status}`. */
export function updateInquiryStatus(scope: DeskScope, { id, status }: StatusInput) {
  const desk = DESKS[scope];
  return apiEnvelope<{ inquiry: DeskInquiry }>(`${desk.apiBase}/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    role: desk.role,
    body: { status },
  });
}

export function useUpdateInquiryStatus(scope: DeskScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StatusInput) => updateInquiryStatus(scope, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.desk(scope) }),
  });
}
