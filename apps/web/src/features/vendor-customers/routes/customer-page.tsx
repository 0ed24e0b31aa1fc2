import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, CalendarPlus, DollarSign, ShoppingBag } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { isApiError, loadErrorMessage } from '@/lib/api-client';
import { formatDate, formatMoney, formatRelativeTime } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { type CustomerOrder, customerOrdersQueryOptions, vendorCustomerQueryOptions } from '../api/customers';
import { CustomerNotes } from '../components/customer-notes';

const LIST_PATH = '/vendor/customers';

/**
 * `/vendor/customers/:customerId` (issue 35 item 7): one customer of this vendor, with the figures
 * of the customers list, their orders with the vendor (newest first, each opening the vendor's
 * order) and the notes the shop keeps about them.
 */
export function VendorCustomerPage() {
  const { customerId = '' } = useParams();
  const query = useQuery(vendorCustomerQueryOptions(customerId));
  const customer = query.data;

  const backLink = (
    <Link
      to={LIST_PATH}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Customers
    </Link>
  );

  if (!customer) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="space-y-5">
        {backLink}
        {query.isError ? (
          <LoadError
            title={missing ? 'Customer not found' : 'This customer could not be loaded'}
            onRetry={() => void query.refetch()}
            error={query.error}
            action={
              missing ? (
                <Link to={LIST_PATH} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  Back to Customers
                </Link>
              ) : undefined
            }
          >
            {missing
              ? 'This customer has no orders with you, or the link is wrong.'
              : loadErrorMessage(query.error)}
          </LoadError>
        ) : (
          <PageSkeleton label="Loading customer" />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {backLink}
      <div className="min-w-0">
        <h2 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{customer.name}</h2>
        <p className="mt-1 text-sm text-slate-600">
          <EmailAddress email={customer.email} link />
        </p>
      </div>

      <section aria-labelledby="customer-figures" className="space-y-2">
        <h3 id="customer-figures" className="sr-only">
          Figures
        </h3>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Orders" value={customer.orderCount} icon={ShoppingBag} />
          <StatCard
            label="Total spent"
            value={formatMoney(customer.totalSpent)}
            icon={DollarSign}
            tone="green"
          />
          <StatCard
            label="First order"
            value={formatDate(customer.firstOrder)}
            icon={CalendarPlus}
            tone="blue"
          />
          <StatCard
            label="Last order"
            value={formatDate(customer.lastOrder)}
            icon={CalendarClock}
            tone="slate"
            footer={<span className="text-slate-500">{formatRelativeTime(customer.lastOrder)}</span>}
          />
        </div>
        <p className="text-xs text-slate-500">
          As on your customers list: orders and total spent (items plus shipping) leave out cancelled and
          rejected orders.
        </p>
      </section>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <CustomerOrders customerId={customerId} className="lg:col-span-3" />
        <CustomerNotes customerId={customerId} className="lg:col-span-2" />
      </div>
    </div>
  );
}

function itemsSummary(order: CustomerOrder): string {
  const shown = order.items.slice(0, 2).map((i) => `${i.title} × ${i.quantity}`);
  const more = order.items.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

function CustomerOrders({ customerId, className }: { customerId: string; className?: string }) {
  const location = useLocation();
  const { page, setPage } = useUrlFilters();
  const query = useQuery(customerOrdersQueryOptions(customerId, page));
  const data = query.data;
  const from = `${location.pathname}${location.search}`;

  return (
    <Card className={className}>
      <CardHeader
        title="Orders with you"
        description="Newest first, cancelled ones too. Open one to manage it."
      />
      {!data ? (
        query.isError ? (
          <div className="p-5">
            <LoadError
              title="The orders could not be loaded"
              onRetry={() => void query.refetch()}
              error={query.error}
            >
              {loadErrorMessage(query.error)}
            </LoadError>
          </div>
        ) : (
          <TableSkeleton rows={4} columns={3} label="Loading orders" />
        )
      ) : data.orders.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-500">No orders on this page.</p>
      ) : (
        <>
          <ul
            className="divide-y divide-slate-100"
            aria-label="Orders"
            aria-busy={query.isFetching || undefined}
          >
            {data.orders.map((order) => (
              <li
                key={order._id}
                className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-5 py-3"
              >
                <div className="min-w-0">
                  <Link
                    to={`/order/${order._id}`}
                    state={{ from }}
                    className="font-medium break-words text-indigo-700 hover:underline"
                  >
                    Order {order.orderNumber}
                  </Link>
                  <p className="mt-0.5 text-xs text-slate-500">
                    <time dateTime={order.createdAt}>{formatDate(order.createdAt, { withTime: true })}</time>
                    {' · '}
                    {itemsSummary(order)}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge kind="order" value={order.status} audience="vendor">
                    {order.statusLabel}
                  </StatusBadge>
                  <span className="font-medium whitespace-nowrap text-slate-900 tabular-nums">
                    {formatMoney(order.totalAmount)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPageChange={setPage}
            label="Order pages"
            summary={{
              pageSize: data.pagination.pageSize,
              totalItems: data.pagination.totalItems,
              noun: 'orders',
            }}
          />
        </>
      )}
    </Card>
  );
}
