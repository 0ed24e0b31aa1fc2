import { SEARCH_MAX_LENGTH } from '@market/domain';
import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { VendorOrderFilter } from '@/shared/vendor-orders/types';

export type StatusOption = { value: VendorOrderFilter | 'all'; label: string };

type OrderFiltersBarProps = {
  searchText: string;
  onSearchText: (text: string) => void;
  status: VendorOrderFilter | undefined;
  onStatus: (status: VendorOrderFilter | 'all') => void;
  options: readonly StatusOption[];
  /** Buttons at the right (Refresh, Export). */
  actions?: ReactNode;
};

/** Search box (debounced by the page) and status filter above an order list. */
export function OrderFiltersBar({
  searchText,
  onSearchText,
  status,
  onStatus,
  options,
  actions,
}: OrderFiltersBarProps) {
  const ids = useId();
  return (
    <Card className="p-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Search orders
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
              placeholder="Order number, customer name or e-mail"
              className={cn(inputClasses, 'pl-9')}
            />
          </div>
        </div>
        <div className="lg:w-56">
          <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Status
          </label>
          <Select
            id={`${ids}-status`}
            value={status ?? 'all'}
            onChange={(event) => onStatus(event.target.value as VendorOrderFilter | 'all')}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </Card>
  );
}
