import { INVENTORY_SORT_FIELDS, INVENTORY_STATUSES, SEARCH_MAX_LENGTH } from '@market/domain';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { InventoryListQuery } from '../lib/inventory-url';
import { SORT_FIELD_LABELS, STOCK_STATUS_LABELS } from '../lib/labels';

type Changes = Record<string, string | undefined>;

/** Search, status filter, sort field and order of the Inventory tab (spec 001 section 2). */
export function InventoryFilters({
  query,
  searchText,
  onSearchText,
  onChange,
}: {
  query: InventoryListQuery;
  searchText: string;
  onSearchText: (text: string) => void;
  /** Address changes: undefined removes a parameter (its default). */
  onChange: (changes: Changes) => void;
}) {
  const ids = useId();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div>
        <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Search
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={`${ids}-search`}
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
            placeholder="Product name or SKU"
            className={cn(inputClasses, 'pl-9')}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Status
        </label>
        <Select
          id={`${ids}-status`}
          value={query.status ?? 'all'}
          onChange={(event) =>
            onChange({ status: event.target.value === 'all' ? undefined : event.target.value })
          }
        >
          <option value="all">All statuses</option>
          {INVENTORY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STOCK_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${ids}-sort`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Sort by
        </label>
        <Select
          id={`${ids}-sort`}
          value={query.sortBy}
          onChange={(event) =>
            onChange({ sortBy: event.target.value === 'lastStockUpdate' ? undefined : event.target.value })
          }
        >
          {INVENTORY_SORT_FIELDS.map((field) => (
            <option key={field} value={field}>
              {SORT_FIELD_LABELS[field]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${ids}-order`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Order
        </label>
        <Select
          id={`${ids}-order`}
          value={query.sortOrder}
          onChange={(event) => onChange({ sortOrder: event.target.value === 'desc' ? undefined : 'asc' })}
        >
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </Select>
      </div>
    </div>
  );
}
