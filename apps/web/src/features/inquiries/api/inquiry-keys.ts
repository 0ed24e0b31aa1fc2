import type { DeskScope } from './desk';

/** Query keys of the inquiry screens: a desk's lists, stats, unread count and details; the customer's. */
export const inquiryKeys = {
  desk: (scope: DeskScope) => ['inquiries', 'desk', scope] as const,
  deskList: (scope: DeskScope, query: object) => ['inquiries', 'desk', scope, 'list', query] as const,
  deskStats: (scope: DeskScope) => ['inquiries', 'desk', scope, 'stats'] as const,
  deskUnread: (scope: DeskScope) => ['inquiries', 'desk', scope, 'unread'] as const,
  deskDetail: (scope: DeskScope, id: string) => ['inquiries', 'desk', scope, 'detail', id] as const,
  mine: () => ['inquiries', 'mine'] as const,
  myList: (page: number) => ['inquiries', 'mine', 'list', page] as const,
  myUnread: () => ['inquiries', 'mine', 'unread'] as const,
  myDetail: (id: string) => ['inquiries', 'mine', 'detail', id] as const,
};
