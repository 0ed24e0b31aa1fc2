import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { DeskScope, UnreadCount } from '@/shared/inquiries/types';
import { DESKS } from './desk';

/** How often the portal menu's unread badge looks again. */
export const UNREAD_REFRESH_MS = 30_000;

/** GET /api/vendors/inquiries/unread-count: unread customer messages (the portal menu badge). */
export function fetchDeskUnreadCount(scope: DeskScope, signal?: AbortSignal) {
  const desk = DESKS[scope];
  return apiRequest<UnreadCount>(`${desk.apiBase}/unread-count`, { role: desk.role, signal });
}

/** The desk's unread message count, refreshed every 30 s; undefined until known (or on failure). */
export function useDeskUnreadCount(scope: DeskScope, enabled = true): number | undefined {
  const query = useQuery({
    queryKey: inquiryKeys.deskUnread(scope),
    queryFn: ({ signal }) => fetchDeskUnreadCount(scope, signal),
    refetchInterval: UNREAD_REFRESH_MS,
    enabled,
    retry: false,
  });
  return query.data?.unread;
}
