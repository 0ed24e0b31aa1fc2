import type { DeskScope } from './types';

/**
 * Query keys of the inquiry screens. They start with the role (`vendor`, `admin`, `customer`), so
 * signing that role out drops them (see app/query-client.ts).
 */
export const inquiryKeys = {
  desk: (scope: DeskScope) => [scope, 'inquiries'] as const,
  deskList: (scope: DeskScope, query: object) => [scope, 'inquiries', 'list', query] as const,
  deskStats: (scope: DeskScope) => [scope, 'inquiries', 'stats'] as const,
  deskUnread: (scope: DeskScope) => [scope, 'inquiries', 'unread'] as const,
  deskDetail: (scope: DeskScope, id: string) => [scope, 'inquiries', 'detail', id] as const,
  mine: () => ['customer', 'inquiries'] as const,
  myList: (page: number) => ['customer', 'inquiries', 'list', page] as const,
  myUnread: () => ['customer', 'inquiries', 'unread'] as const,
  myDetail: (id: string) => ['customer', 'inquiries', 'detail', id] as const,
};
