import { useUrlFilters, useUrlSearch } from '@/lib/use-url-filters';
import { isVendorOrderFilter, type VendorOrderFilter } from '@/shared/vendor-orders/types';
import type { VendorOrdersQuery } from '../api/list-vendor-orders';

/**
 * Page, status and search of an order list, kept in the address (so Back from an order returns
 * to the same view). The search box follows the typing; the query follows it 500 ms after the
 * last key (spec 001 section 9).
 */
export function useOrderFilters(
  options: {
    /** The status shown without a `status` parameter (undefined: all). */
    defaultStatus?: VendorOrderFilter;
    /** The statuses this screen offers; others in the address count as the default. */
    allowed?: readonly VendorOrderFilter[];
  } = {},
) {
  const { params, page, setFilters: update, setPage } = useUrlFilters();
  const statusParam = params.get('status');
  const offered = (value: string | null): value is VendorOrderFilter =>
    isVendorOrderFilter(value) && (!options.allowed || options.allowed.includes(value));
  const status: VendorOrderFilter | undefined =
    statusParam === 'all' ? undefined : offered(statusParam) ? statusParam : options.defaultStatus;
  const search = params.get('search')?.trim() ?? '';
  const [searchText, setSearchText] = useUrlSearch(search, (text) => update({ search: text }));

  const query: VendorOrdersQuery = { page, status, search: search || undefined };
  return {
    query,
    status,
    searchText,
    setSearchText,
    /** `'all'` (or undefined) for every status. */
    setStatus: (value: VendorOrderFilter | 'all' | undefined) => {
      const isDefault = (value ?? 'all') === (options.defaultStatus ?? 'all');
      update({ status: isDefault ? undefined : (value ?? 'all') });
    },
    setPage,
  };
}
