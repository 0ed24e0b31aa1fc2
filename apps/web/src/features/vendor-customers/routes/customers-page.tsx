import { SEARCH_MAX_LENGTH } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { Search, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClasses } from '@/components/ui/input';
import { ListState, queryFailure } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney, formatRelativeTime } from '@/lib/format';
import { useUrlFilters, useUrlSearch } from '@/lib/use-url-filters';
import { vendorCustomersQueryOptions } from '../api/customers';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** `/vendor/customers`: the customers who bought from this vendor, with orders, spend and last order. */
export function VendorCustomersPage() {
  const ids = useId();
  const { params, page, setFilters: update, setPage } = useUrlFilters();
  const search = params.get('search')?.trim() ?? '';
  const [searchText, setSearchText] = useUrlSearch(search, (text) => update({ search: text }));
  const query = useQuery(vendorCustomersQueryOptions({ page, search: search || undefined }));
  const data = query.data;

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Your customers"
        description="Everyone who bought from you, with their orders, what they spent and when they last ordered. Open a name for their orders and your notes."
      />
      <Card className="p-4">
        <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Search customers
        </label>
        <div className="relative max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={`${ids}-search`}
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Name or e-mail"
            className={cn(inputClasses, 'pl-9')}
          />
        </div>
      </Card>

      <ListState
        pending={query.isPending}
        loadingLabel="Loading customers"
        failure={data ? null : queryFailure(query, 'The customers could not be loaded')}
        empty={
          !data || data.customers.length === 0 ? (
            <Card>
              <EmptyState
                icon={Users}
                title={search ? 'No customers match this search' : 'No customers yet'}
                description={
                  search
                    ? 'Try another name or e-mail.'
                    : 'Customers appear here once they order your products.'
                }
              />
            </Card>
          ) : null
        }
      >
        {data ? (
          <>
            <Card
              className="relative overflow-x-auto"
              tabIndex={0}
              role="region"
              aria-label="Customers table"
            >
              <table className="w-full min-w-[40rem] text-sm" aria-busy={query.isFetching || undefined}>
                <caption className="sr-only">Customers</caption>
                <thead className="border-b border-slate-200 bg-slate-50">
                  <tr>
                    <th scope="col" className={th}>
                      Name
                    </th>
                    <th scope="col" className={th}>
                      Email
                    </th>
                    <th scope="col" className={cn(th, 'text-right')}>
                      Orders
                    </th>
                    <th scope="col" className={cn(th, 'text-right')}>
                      Total spent
                    </th>
                    <th scope="col" className={th}>
                      Last order
                    </th>
                  </tr>
                </thead>
                <tbody className={cn('divide-y divide-slate-100', query.isFetching && 'refreshing')}>
                  {data.customers.map((customer) => (
                    <tr key={customer.id} className="hover:bg-slate-50/70">
                      <td className="px-4 py-3 font-medium">
                        <Link
                          to={`/vendor/customers/${customer.id}`}
                          className="text-indigo-700 hover:underline"
                        >
                          {customer.name}
                        </Link>
                      </td>
                      <td className="max-w-[16rem] px-4 py-3 text-slate-600">
                        <EmailAddress email={customer.email} />
                      </td>
                      <td className="px-4 py-3 text-right text-slate-900 tabular-nums">
                        {customer.orderCount}
                      </td>
                      <td className="px-4 py-3 text-right font-medium text-slate-900 tabular-nums">
                        {formatMoney(customer.totalSpent)}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                        {formatDate(customer.lastOrder)}
                        <span className="ml-1 text-xs text-slate-400">
                          ({formatRelativeTime(customer.lastOrder)})
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
            <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <p className="text-sm text-slate-500">
                {data.pagination.totalItems} {data.pagination.totalItems === 1 ? 'customer' : 'customers'}
              </p>
              <Pagination
                page={data.pagination.currentPage}
                totalPages={data.pagination.totalPages}
                onPageChange={setPage}
                label="Customer pages"
              />
            </div>
          </>
        ) : null}
      </ListState>
    </div>
  );
}
