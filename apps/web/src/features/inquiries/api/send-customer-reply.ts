import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import { messageBody } from '@/shared/inquiries/message-body';
import type { InquiryMessage } from '@/shared/inquiries/types';
import type { ReplyInput } from './send-desk-reply';

/** POST /api/inquiries/:inquiryId/reply: the customer's message, with files as multipart. */
export function sendCustomerReply({ id, message, files }: ReplyInput) {
  return apiEnvelope<{ message: InquiryMessage }>(`/inquiries/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    role: 'customer',
    body: messageBody({ message }, files),
  });
}

export function useSendCustomerReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCustomerReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.mine() }),
  });
}
