import {
  ADMIN_PRODUCT_STATUS_FILTERS,
  MARKETPLACE_VENDOR_FILTER,
  PRODUCT_SORTS,
  STOCK_STATUSES,
} from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { adminVendorsQueryOptions } from '@/shared/admin-vendors/list-admin-vendors';
import {
  groupCategories,
  ownerCategoriesQueryOptions,
  PRODUCT_SORT_LABELS,
  STOCK_STATUS_LABELS,
} from '@/shared/catalog';
import type { AdminProductFilters } from '../api/list-admin-products';
import { ADMIN_STATUS_LABELS } from '../lib/filters';

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700';
/** The vendor select offers the first approved vendors; a vendor id in the address works for any. */
const VENDOR_CHOICES = 100;

type Props = {
  filters: AdminProductFilters;
  setFilters: (changes: Record<string, string | undefined>) => void;
};

/** Search (title or SKU), seller, status, category, stock and sort; every value is kept in the address. */
export function AdminProductFiltersBar({ filters, setFilters }: Props) {
  const ids = useId();
  const vendors = useQuery(adminVendorsQueryOptions({ status: 'approved', page: 1, limit: VENDOR_CHOICES }));
  const categories = useQuery(ownerCategoriesQueryOptions('admin'));
  const groups = groupCategories(categories.data ?? []);
  const vendorChoices = vendors.data?.vendors ?? [];
  const selectedUnknown =
    filters.vendor &&
    filters.vendor !== MARKETPLACE_VENDOR_FILTER &&
    !vendorChoices.some((v) => v._id === filters.vendor);

  return (
    <Card className="p-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <div className="md:col-span-3 xl:col-span-1">
          <span className={labelClass} aria-hidden="true">
            Search
          </span>
          <SearchBox
            label="Search by title or SKU"
            placeholder="Title or SKU"
            value={filters.search ?? ''}
            onSearch={(text) => setFilters({ search: text.slice(0, 200) || undefined })}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-vendor`} className={labelClass}>
            Seller
          </label>
          <Select
            id={`${ids}-vendor`}
            value={filters.vendor ?? ''}
            onChange={(e) => setFilters({ vendor: e.target.value })}
          >
            <option value="">All sellers</option>
            <option value={MARKETPLACE_VENDOR_FILTER}>Marketplace (own products)</option>
            {selectedUnknown ? <option value={filters.vendor}>Selected vendor</option> : null}
            {vendorChoices.map((v) => (
              <option key={v._id} value={v._id}>
                {v.businessName}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${ids}-status`} className={labelClass}>
            Status
          </label>
          <Select
            id={`${ids}-status`}
            value={filters.status ?? ''}
            onChange={(e) => setFilters({ status: e.target.value })}
          >
            <option value="">All statuses</option>
            {ADMIN_PRODUCT_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {ADMIN_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${ids}-category`} className={labelClass}>
            Category
          </label>
          <Select
            id={`${ids}-category`}
            value={filters.category ?? ''}
            onChange={(e) => setFilters({ category: e.target.value })}
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
            Stock
          </label>
          <Select
            id={`${ids}-stock`}
            value={filters.stockStatus ?? ''}
            onChange={(e) => setFilters({ stockStatus: e.target.value })}
          >
            <option value="">All stock levels</option>
            {STOCK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STOCK_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${ids}-sort`} className={labelClass}>
            Sort
          </label>
          <Select
            id={`${ids}-sort`}
            value={filters.sort ?? 'newest'}
            onChange={(e) => setFilters({ sort: e.target.value === 'newest' ? undefined : e.target.value })}
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
