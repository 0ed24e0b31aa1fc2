import { useQuery } from '@tanstack/react-query';
import { Eye, MapPin, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState, queryFailure } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney } from '@/lib/format';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';
import { useUrlFilters } from '@/lib/use-url-filters';
import { OrderDetailsModal } from '@/shared/orders/components/order-details-modal';
import { OrderStatusBadge } from '@/shared/orders/components/order-status-badge';
import { MARKETPLACE_NAME } from '@/shared/orders/order-groups';
import type { Order } from '@/shared/orders/types';
import { MY_ORDERS_PAGE_SIZE, myOrdersQueryOptions } from '../api/my-orders';

function sellersOf(order: Order): string[] {
  return order.statusParts.map((p) =>
    p.type === 'admin' ? MARKETPLACE_NAME : (p.vendor?.businessName ?? 'Vendor'),
  );
}

function OrderRow({ order, onView }: { order: Order; onView: () => void }) {
  const live = order.items.filter((i) => i.status !== 'cancelled');
  // A cancelled order still says what it was for.
  const units = (live.length > 0 ? live : order.items).reduce((n, i) => n + i.quantity, 0);
  const titles = order.items.map((i) => i.title);
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center" data-testid="my-order">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{order.orderNumber}</p>
          <OrderStatusBadge status={order.liveStatus} />
        </div>
        <p className="text-sm text-slate-500">
          Placed {formatDate(order.createdAt)} · {units} {units === 1 ? 'item' : 'items'} from{' '}
          {sellersOf(order).join(', ')}
        </p>
        <p className="truncate text-sm text-slate-600" title={titles.join(', ')}>
          {titles.join(', ')}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        <p className="text-base font-semibold text-slate-900">
          {formatMoney(order.totalAmount, order.currency)}
        </p>
        <div className="flex gap-2">
          <Link
            to={`/track-order/${encodeURIComponent(order.orderNumber)}`}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            aria-label={`Track order ${order.orderNumber}`}
          >
            <MapPin className="size-4" aria-hidden="true" />
            Track
          </Link>
          <Button
            variant="outline"
            size="sm"
            onClick={onView}
            aria-label={`View details of order ${order.orderNumber}`}
          >
            <Eye className="size-4" aria-hidden="true" />
            View details
          </Button>
        </div>
      </div>
    </li>
  );
}

/** `/my-orders`: the signed-in customer's orders, 10 per page, each opening the order details modal. */
export function MyOrdersPage() {
  // Pages are history entries (Back returns to the previous page).
  const { page, setPage } = useUrlFilters({ replace: false });
  const [params, setParams] = useLatestSearchParams();
  const openOrderId = params.get('order');
  const query = useQuery(myOrdersQueryOptions(page, MY_ORDERS_PAGE_SIZE));
  const data = query.data;

  const update = (changes: Record<string, string | null>, replace = false) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <title>My Orders · Marketplace</title>
      <PageHeader
        title="My Orders"
        description="Follow your orders, see their details and cancel what has not shipped yet."
        actions={
          query.isFetching && data ? <Spinner size="sm" label="Updating" className="text-indigo-600" /> : null
        }
      />
      <div className="mt-6 space-y-4">
        <ListState
          pending={query.isPending}
          loadingLabel="Loading your orders"
          failure={data ? null : queryFailure(query, 'Your orders could not be loaded')}
          empty={
            data && data.orders.length === 0 && page === 1 ? (
              <Card>
                <EmptyState
                  icon={PackageOpen}
                  title="No orders yet"
                  description="When you buy something, your order shows up here."
                  actions={
                    <Link to="/products" className={buttonClasses()}>
                      Browse products
                    </Link>
                  }
                />
              </Card>
            ) : null
          }
        >
          {data ? (
            <>
              <Card>
                <ul className="divide-y divide-slate-100" aria-label="Orders">
                  {data.orders.map((order) => (
                    <OrderRow key={order._id} order={order} onView={() => update({ order: order._id })} />
                  ))}
                </ul>
                {data.orders.length === 0 ? (
                  <p className="px-5 py-8 text-center text-sm text-slate-500">
                    There are no orders on this page.
                  </p>
                ) : null}
              </Card>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-slate-500">
                  Page {data.pagination.currentPage} of {data.pagination.totalPages} ·{' '}
                  {data.pagination.totalOrders} {data.pagination.totalOrders === 1 ? 'order' : 'orders'}
                </p>
                <Pagination
                  page={page}
                  totalPages={data.pagination.totalPages}
                  onPageChange={setPage}
                  label="Order pages"
                />
              </div>
            </>
          ) : null}
        </ListState>
      </div>
      {openOrderId ? (
        <OrderDetailsModal
          orderId={openOrderId}
          viewer="customer"
          onClose={() => update({ order: null }, true)}
        />
      ) : null}
    </div>
  );
}
