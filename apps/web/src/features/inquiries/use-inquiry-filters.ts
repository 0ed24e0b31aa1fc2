import { INQUIRY_CATEGORIES, INQUIRY_PRIORITIES, INQUIRY_SORTS, INQUIRY_STATUSES } from '@market/domain';
import { useUrlFilters, useUrlSearch } from '@/lib/use-url-filters';
import type { DeskListQuery } from './api/list-desk-inquiries';

const DEFAULT_SORT = INQUIRY_SORTS[0];

/** `sortBy:sortOrder`, the value of the sort select. */
export const sortKey = (sort: { sortBy: string; sortOrder: string }) => `${sort.sortBy}:${sort.sortOrder}`;

function oneOf(value: string | null, allowed: readonly string[]): string | undefined {
  return value && allowed.includes(value) ? value : undefined;
}

/** The list's filters, sort and page, all in the address (defaults left out of it). */
export function useInquiryFilters() {
  const { params, page, setFilters, setPage, clearFilters } = useUrlFilters();
  const search = params.get('search')?.trim() ?? '';
  const [searchText, setSearchText] = useUrlSearch(search, (text) => setFilters({ search: text }));
  const sort =
    INQUIRY_SORTS.find((s) => s.sortBy === params.get('sortBy') && s.sortOrder === params.get('sortOrder')) ??
    DEFAULT_SORT;
  const query: DeskListQuery = {
    page,
    status: oneOf(params.get('status'), INQUIRY_STATUSES),
    priority: oneOf(params.get('priority'), INQUIRY_PRIORITIES),
    category: oneOf(params.get('category'), INQUIRY_CATEGORIES),
    search: search || undefined,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    scope: oneOf(params.get('scope'), ['desk', 'vendors', 'all']),
  };
  const filtered = Boolean(query.status || query.priority || query.category || query.search);
  return {
    query,
    filtered,
    searchText,
    setSearchText,
    sortValue: sortKey(sort),
    setFilter: (key: 'status' | 'priority' | 'category' | 'scope', value: string) =>
      setFilters({ [key]: value || undefined }),
    setSort: (value: string) => {
      const next = INQUIRY_SORTS.find((s) => sortKey(s) === value) ?? DEFAULT_SORT;
      const isDefault = next === DEFAULT_SORT;
      setFilters({
        sortBy: isDefault ? undefined : next.sortBy,
        sortOrder: isDefault ? undefined : next.sortOrder,
      });
    },
    setPage,
    reset: () => {
      setSearchText('');
      clearFilters();
    },
  };
}

export type InquiryFilters = ReturnType<typeof useInquiryFilters>;
