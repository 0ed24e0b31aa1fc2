/** Query keys of the moderation screens: every change to a product refreshes both. */
export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  list: (filters: object) => ['admin', 'moderation', 'list', filters] as const,
  detail: (id: string) => ['admin', 'moderation', 'detail', id] as const,
};
