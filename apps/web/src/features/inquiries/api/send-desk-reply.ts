import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import { messageBody } from '@/shared/inquiries/message-body';
import type { DeskScope, InquiryMessage } from '@/shared/inquiries/types';
import { DESKS } from './desk';

export type ReplyInput = { id: string; message: string; files: readonly File[] };

/** POST /api/vendors/inquiries/:inquiryId/reply: a vendor (or desk) message, with files as multipart. */
export function sendDeskReply(scope: DeskScope, { id, message, files }: ReplyInput) {
  const desk = DESKS[scope];
  return apiEnvelope<{ message: InquiryMessage }>(`${desk.apiBase}/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    role: desk.role,
    body: messageBody({ message }, files),
  });
}

export function useSendDeskReply(scope: DeskScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => sendDeskReply(scope, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.desk(scope) }),
  });
}
