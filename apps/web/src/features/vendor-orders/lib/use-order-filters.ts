import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';
import type { VendorOrdersQuery } from '../api/vendor-orders';
import { SEARCH_DEBOUNCE_MS } from '../messages';
import { isVendorOrderFilter, type VendorOrderFilter } from '../types';

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
  const [params, setParams] = useLatestSearchParams();
  const statusParam = params.get('status');
  const offered = (value: string | null): value is VendorOrderFilter =>
    isVendorOrderFilter(value) && (!options.allowed || options.allowed.includes(value));
  const status: VendorOrderFilter | undefined =
    statusParam === 'all' ? undefined : offered(statusParam) ? statusParam : options.defaultStatus;
  const search = params.get('search')?.trim() ?? '';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const [searchText, setSearchText] = useState(search);

  const update = (changes: Record<string, string | undefined>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // The debounced search must use the newest parameters (a status picked meanwhile stays), and
  // must not fire once the vendor is leaving the page (it would land on the next page's address).
  const location = useLocation();
  const navigation = useNavigation();
  const latest = useRef({ update, leaving: false });
  useEffect(() => {
    latest.current = {
      update,
      leaving: navigation.state !== 'idle' && navigation.location?.pathname !== location.pathname,
    };
  });

  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(() => {
      if (!latest.current.leaving) latest.current.update({ search: searchText.trim() || undefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

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
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };
}
