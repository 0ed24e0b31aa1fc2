import { PRODUCT_SORTS, type ProductSort, STOCK_STATUSES, type StockStatus } from '@market/domain';
import type { OwnerProductFilters } from '../api/list-owner-products';

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
  name: 'Name (A-Z)',
};

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
};

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
 * The query string after changing some filters. Empty values are dropped; any change other than
 * the page itself goes back to page 1.
 */
export function withProductFilters(
  params: URLSearchParams,
  changes: Partial<Record<ProductFilterKey, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value && value.trim() !== '') next.set(key, value.trim());
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

export function hasProductFilters(f: OwnerProductFilters): boolean {
  return Boolean(f.search || f.category || f.stockStatus || f.minPrice || f.maxPrice);
}
