import { PRODUCT_SORTS, SEARCH_MAX_LENGTH, STOCK_STATUSES } from '@market/domain';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDebouncedInput } from '@/lib/use-debounced-input';
import type { OwnerProductFilters } from '../api/list-owner-products';
import type { CategoryGroup } from '../lib/category-tree';
import { PRODUCT_SORT_LABELS, type ProductFilterKey, STOCK_STATUS_LABELS } from '../lib/product-filters';

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700';

type ProductFiltersBarProps = {
  filters: OwnerProductFilters;
  /** The price boxes show the address's text as typed (kept even when not a valid price). */
  params: URLSearchParams;
  setFilters: (changes: Partial<Record<ProductFilterKey, string | undefined>>) => void;
  groups: CategoryGroup[];
};

/** Search (debounced 500 ms), category, stock status, price range and sort of a product list. */
export function ProductFiltersBar({ filters, params, setFilters, groups }: ProductFiltersBarProps) {
  const ids = useId();
  const [searchText, setSearchText] = useDebouncedInput(filters.search ?? '', (text) =>
    setFilters({ search: text }),
  );
  const [minText, setMinText] = useDebouncedInput(params.get('minPrice') ?? '', (text) =>
    setFilters({ minPrice: text }),
  );
  const [maxText, setMaxText] = useDebouncedInput(params.get('maxPrice') ?? '', (text) =>
    setFilters({ maxPrice: text }),
  );
  return (
    <Card className="p-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1.3fr)_minmax(0,1fr)_6.5rem_6.5rem_minmax(0,1.2fr)]">
        <div className="md:col-span-2 xl:col-span-1">
          <label htmlFor={`${ids}-search`} className={labelClass}>
            Search
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id={`${ids}-search`}
              type="search"
              maxLength={SEARCH_MAX_LENGTH}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Name, SKU or brand"
              className="pl-9"
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${ids}-category`} className={labelClass}>
            Category
          </label>
          <Select
            id={`${ids}-category`}
            value={filters.category ?? ''}
            onChange={(event) => setFilters({ category: event.target.value })}
          >
            <option value="">All categories</option>
            {groups.map((g) => [
              <option key={g.category._id} value={g.category._id}>
                {g.category.name}
              </option>,
              ...g.children.map((c) => (
                <option key={c._id} value={c._id}>
                  {`\u00a0\u00a0\u00a0${c.name}`}
                </option>
              )),
            ])}
          </Select>
        </div>
        <div>
          <label htmlFor={`${ids}-stock`} className={labelClass}>
            Stock status
          </label>
          <Select
            id={`${ids}-stock`}
            value={filters.stockStatus ?? ''}
            onChange={(event) => setFilters({ stockStatus: event.target.value })}
          >
            <option value="">All stock</option>
            {STOCK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STOCK_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${ids}-min`} className={labelClass}>
            Min price
          </label>
          <Input
            id={`${ids}-min`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={minText}
            onChange={(event) => setMinText(event.target.value)}
            placeholder="0"
          />
        </div>
        <div>
          <label htmlFor={`${ids}-max`} className={labelClass}>
            Max price
          </label>
          <Input
            id={`${ids}-max`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={maxText}
            onChange={(event) => setMaxText(event.target.value)}
            placeholder="Any"
          />
        </div>
        <div>
          <label htmlFor={`${ids}-sort`} className={labelClass}>
            Sort by
          </label>
          <Select
            id={`${ids}-sort`}
            value={filters.sort ?? 'newest'}
            onChange={(event) =>
              setFilters({ sort: event.target.value === 'newest' ? '' : event.target.value })
            }
          >
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {PRODUCT_SORT_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </Card>
  );
}
