import { INVENTORY_STATUSES, type InventoryStatus } from './constants.js';

/**
 * The stock statuses an inventory list keeps: its status filter and the lowStock / outOfStock
 * flags together (each narrows the others; contradicting ones keep nothing). Undefined when no
 * status filter is set.
 */
export function listedStatuses(q: {
  status?: InventoryStatus;
  lowStock?: boolean;
  outOfStock?: boolean;
}): InventoryStatus[] | undefined {
  if (!q.status && !q.lowStock && !q.outOfStock) return undefined;
  return INVENTORY_STATUSES.filter(
    (s) =>
      (!q.status || s === q.status) &&
      (!q.lowStock || s === 'low_stock') &&
      (!q.outOfStock || s === 'out_of_stock'),
  );
}
