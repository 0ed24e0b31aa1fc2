import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { UnreadCount } from '@/shared/inquiries/types';
import { UNREAD_REFRESH_MS } from './desk-unread-count';

/** GET /api/inquiries/unread-count: the vendors' replies the customer has not read yet. */
export function fetchMyUnreadCount(signal?: AbortSignal) {
  return apiRequest<UnreadCount>('/inquiries/unread-count', { role: 'customer', signal });
}

/** The customer's unread replies (account menu); undefined until known or when signed out. */
export function useMyUnreadInquiries(enabled: boolean): number | undefined {
  const query = useQuery({
    queryKey: inquiryKeys.myUnread(),
    queryFn: ({ signal }) => fetchMyUnreadCount(signal),
    refetchInterval: UNREAD_REFRESH_MS,
    enabled,
    retry: false,
  });
  return enabled ? query.data?.unread : undefined;
}
