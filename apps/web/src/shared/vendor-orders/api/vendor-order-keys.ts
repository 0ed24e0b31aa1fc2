/** Every vendor order query starts with this key (signing out removes `['vendor', ...]`). */
export const vendorOrdersKey = ['vendor', 'orders'] as const;

export function vendorOrderQueryKey(id: string) {
  return [...vendorOrdersKey, 'detail', id] as const;
}
