/** Query keys of the inventory calls: everything under `inventoryKeys.all` is refetched after a change of stock. */
export const inventoryKeys = {
  all: ['vendor', 'inventory'] as const,
  list: (query: unknown) => ['vendor', 'inventory', 'list', query] as const,
  overview: ['vendor', 'inventory', 'overview'] as const,
  alerts: (query: unknown) => ['vendor', 'inventory', 'alerts', query] as const,
  analytics: (period: number) => ['vendor', 'inventory', 'analytics', period] as const,
  movements: (id: string, page: number) => ['vendor', 'inventory', 'movements', id, page] as const,
};
