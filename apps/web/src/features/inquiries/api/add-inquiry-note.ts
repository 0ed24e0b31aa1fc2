import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { DeskScope, InquiryNote } from '@/shared/inquiries/types';
import { DESKS } from './desk';

export type NoteInput = { id: string; note: string };

/** POST /api/vendors/inquiries/:inquiryId/notes `{note}`: an internal note the customer never sees. */
export function addInquiryNote(scope: DeskScope, { id, note }: NoteInput) {
  const desk = DESKS[scope];
  return apiEnvelope<{ note: InquiryNote }>(`${desk.apiBase}/${encodeURIComponent(id)}/notes`, {
    method: 'POST',
    role: desk.role,
    body: { note },
  });
}

export function useAddInquiryNote(scope: DeskScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) => addInquiryNote(scope, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.desk(scope) }),
  });
}
