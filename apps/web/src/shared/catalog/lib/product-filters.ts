import {
  PRODUCT_SORTS,
  type ProductSort,
  STOCK_STATUSES,
  type StockStatus,
  statusLabel,
} from '@market/domain';
import type { FilterChanges } from '@/lib/use-url-filters';
import type { OwnerProductFilters } from '../api/list-owner-products';

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
  name: 'Name (A-Z)',
};

/** The stock filter's options in the vocabulary's words. */
export const STOCK_STATUS_LABELS: Readonly<Record<StockStatus, string>> = Object.fromEntries(
  STOCK_STATUSES.map((s) => [s, statusLabel('stock', s)]),
) as Record<StockStatus, string>;

/** The URL keys of the product list filters (shareable; they survive a reload). */
export const PRODUCT_FILTER_KEYS = [
  'search',
  'category',
  'stockStatus',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const;
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];

const isPrice = (v: string) => v.trim() !== '' && Number.isFinite(Number(v)) && Number(v) >= 0;

/** The list filters in the URL's query string; unknown or malformed values are ignored. */
export function productFiltersFromParams(params: URLSearchParams): OwnerProductFilters {
  const stockStatus = params.get('stockStatus') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const minPrice = params.get('minPrice') ?? '';
  const maxPrice = params.get('maxPrice') ?? '';
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: params.get('search')?.trim() || undefined,
    category: params.get('category')?.trim() || undefined,
    stockStatus: (STOCK_STATUSES as readonly string[]).includes(stockStatus)
      ? (stockStatus as StockStatus)
      : undefined,
    minPrice: isPrice(minPrice) ? minPrice.trim() : undefined,
    maxPrice: isPrice(maxPrice) ? maxPrice.trim() : undefined,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : undefined,
  };
}

/**
 * A product filter change as the address keeps it (for `useUrlFilters`' `setFilters`): values
 * trimmed, blank ones (and page 1) removed. Reading them back checks them (`productFiltersFromParams`).
 */
export function productFilterChanges(
  changes: Partial<Record<ProductFilterKey, string | undefined>>,
): FilterChanges {
  const next: FilterChanges = {};
  for (const [key, value] of Object.entries(changes)) {
    const text = value?.trim();
    next[key] = text && !(key === 'page' && text === '1') ? text : undefined;
  }
  return next;
}

export function hasProductFilters(f: OwnerProductFilters): boolean {
  return Boolean(f.search || f.category || f.stockStatus || f.minPrice || f.maxPrice);
}
