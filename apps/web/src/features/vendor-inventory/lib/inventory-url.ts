import {
  INVENTORY_SORT_FIELDS,
  INVENTORY_STATUSES,
  type InventorySortField,
  type InventoryStatus,
} from '@market/domain';

/** The four tabs of Inventory Management (spec 001 section 2), in order. */
export const INVENTORY_TABS = ['overview', 'inventory', 'alerts', 'analytics'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

export type SortOrder = 'asc' | 'desc';

/** What the Inventory tab asks for: spec 001 defaults are every status, lastStockUpdate, desc. */
export type InventoryListQuery = {
  page: number;
  search?: string | undefined;
  status?: InventoryStatus | undefined;
  sortBy: InventorySortField;
  sortOrder: SortOrder;
};

export const DEFAULT_SORT: { sortBy: InventorySortField; sortOrder: SortOrder } = {
  sortBy: 'lastStockUpdate',
  sortOrder: 'desc',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The tab in `?tab=`; Overview when absent or unknown. */
export function tabFrom(params: URLSearchParams): InventoryTab {
  const tab = params.get('tab');
  return oneOf(INVENTORY_TABS, tab) ? tab : 'overview';
}

/** The list query of the Inventory tab from the address; unknown values fall back to the defaults. */
export function listQueryFrom(params: URLSearchParams, page: number): InventoryListQuery {
  const status = params.get('status');
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  const search = params.get('search')?.trim();
  return {
    page,
    search: search || undefined,
    status: oneOf(INVENTORY_STATUSES, status) ? status : undefined,
    sortBy: oneOf(INVENTORY_SORT_FIELDS, sortBy) ? sortBy : DEFAULT_SORT.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_SORT.sortOrder,
  };
}
