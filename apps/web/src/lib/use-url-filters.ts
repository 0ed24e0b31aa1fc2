import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-input';
import { useLatestSearchParams } from './use-latest-search-params';

/** Filter changes for the address: a value sets its key, an empty one removes it. */
export type FilterChanges = Record<string, string | undefined>;

/** The query string after some filter changes; any change other than the page goes back to page 1. */
export function withFilters(params: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/**
 * A list page's filters kept in the address (shareable, and Back returns to the same view), on
 * `useLatestSearchParams` so two changes made before a re-render both stay. `replace` (default)
 * changes the address without a new history entry.
 */
export function useUrlFilters({ replace = true }: { replace?: boolean } = {}) {
  const [params, setParams] = useLatestSearchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const setFilters = (changes: FilterChanges) => setParams((prev) => withFilters(prev, changes), { replace });
  return {
    params,
    /** The `page` parameter; 1 when absent or not a whole number above 1. */
    page,
    setFilters,
    setPage: (next: number) => setFilters({ page: next > 1 ? String(next) : undefined }),
    clearFilters: () => setParams(new URLSearchParams(), { replace: true }),
  };
}

/**
 * A list's search box: it follows the typing, and `commit` gets the trimmed text (undefined when
 * empty) 500 ms after the last key (spec 001 section 9). The latest `commit` is used (a status
 * picked meanwhile stays). A commit that lands once the user has followed a link away is dropped
 * by `useLatestSearchParams`, which every list's filters go through.
 */
export function useUrlSearch(search: string, commit: (text: string | undefined) => void) {
  const [searchText, setSearchText] = useState(search);
  const latest = useRef(commit);
  latest.current = commit;

  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(() => latest.current(searchText.trim() || undefined), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  return [searchText, setSearchText] as const;
}
