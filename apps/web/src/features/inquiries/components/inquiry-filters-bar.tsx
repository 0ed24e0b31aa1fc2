import {
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_PRIORITIES,
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_SORTS,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  SEARCH_MAX_LENGTH,
} from '@market/domain';
import { RotateCcw, Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { type InquiryFilters, sortKey } from '../use-inquiry-filters';

function Labelled({
  id,
  label,
  children,
  className,
}: {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Search, status, priority, category, the five sorts and Reset Filters (spec 001 section 2). */
export function InquiryFiltersBar({ filters }: { filters: InquiryFilters }) {
  const ids = useId();
  const { query } = filters;
  return (
    <Card className="p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <Labelled id={`${ids}-search`} label="Search" className="sm:col-span-2">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id={`${ids}-search`}
              type="search"
              maxLength={SEARCH_MAX_LENGTH}
              value={filters.searchText}
              onChange={(event) => filters.setSearchText(event.target.value)}
              placeholder="Inquiry id, subject, customer or message"
              className={cn(inputClasses, 'pl-9')}
            />
          </div>
        </Labelled>
        <Labelled id={`${ids}-sort`} label="Sort by">
          <Select
            id={`${ids}-sort`}
            value={filters.sortValue}
            onChange={(event) => filters.setSort(event.target.value)}
          >
            {INQUIRY_SORTS.map((sort) => (
              <option key={sortKey(sort)} value={sortKey(sort)}>
                {sort.label}
              </option>
            ))}
          </Select>
        </Labelled>
        <Button variant="outline" onClick={filters.reset}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Reset Filters
        </Button>
        <Labelled id={`${ids}-status`} label="Status">
          <Select
            id={`${ids}-status`}
            value={query.status ?? ''}
            onChange={(event) => filters.setFilter('status', event.target.value)}
          >
            <option value="">All Status</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INQUIRY_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled id={`${ids}-priority`} label="Priority">
          <Select
            id={`${ids}-priority`}
            value={query.priority ?? ''}
            onChange={(event) => filters.setFilter('priority', event.target.value)}
          >
            <option value="">All Priority</option>
            {INQUIRY_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {INQUIRY_PRIORITY_LABELS[priority]}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled id={`${ids}-category`} label="Category">
          <Select
            id={`${ids}-category`}
            value={query.category ?? ''}
            onChange={(event) => filters.setFilter('category', event.target.value)}
          >
            <option value="">All Categories</option>
            {INQUIRY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {INQUIRY_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </Labelled>
      </div>
    </Card>
  );
}
