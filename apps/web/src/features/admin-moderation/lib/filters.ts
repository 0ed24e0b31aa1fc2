import {
  ADMIN_PRODUCT_STATUS_FILTERS,
  type AdminProductStatusFilter,
  PRODUCT_SORTS,
  type ProductSort,
  STOCK_STATUSES,
  type StockStatus,
} from '@market/domain';
import type { AdminProductFilters } from '../api/list-admin-products';

/** The admin product list's filters as they appear in the address. */
export const ADMIN_PRODUCT_FILTER_KEYS = [
  'search',
  'vendor',
  'status',
  'category',
  'stockStatus',
  'sort',
] as const;

export const ADMIN_STATUS_LABELS: Record<AdminProductStatusFilter, string> = {
  active: 'Active',
  inactive: 'Inactive',
  draft: 'Draft',
  moderated: 'Deactivated by admin',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** Reads the filters from the address; values the server would refuse are left out. */
export function adminProductFiltersFromParams(params: URLSearchParams): AdminProductFilters {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: params.get('search')?.slice(0, 200) || undefined,
    vendor: params.get('vendor') || undefined,
    status: oneOf(ADMIN_PRODUCT_STATUS_FILTERS, params.get('status')),
    category: params.get('category') || undefined,
    stockStatus: oneOf<StockStatus>(STOCK_STATUSES, params.get('stockStatus')),
    sort: oneOf<ProductSort>(PRODUCT_SORTS, params.get('sort')),
  };
}

export const hasAdminProductFilters = (f: AdminProductFilters) =>
  Boolean(f.search || f.vendor || f.status || f.category || f.stockStatus);
