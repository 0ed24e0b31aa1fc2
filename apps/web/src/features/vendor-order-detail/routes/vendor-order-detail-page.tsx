import { detailNextSteps, type PartStatus } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, PackageCheck, RotateCcw, Settings2, Truck, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, type ButtonVariant, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { isApiError, loadErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { safeInternalPath } from '@/shared/session';
import {
  AddressBlock,
  BANNER_MS,
  CancelReasonDialog,
  isCancelledByCustomer,
  ORDER_MESSAGES,
  OrderItemsList,
  OrderMoneySummary,
  OrderTypeBadge,
  orderItemsOf,
  PaymentStatusBadge,
  paymentMethodLabel,
  type ShipmentInput,
  StatusMoveDialog,
  serverMessageOr,
  useSetVendorOrderStatus,
  useUpdateVendorOrderStatus,
  type VendorOrder,
  VendorSessionGate,
  VendorStatusBadge,
  vendorOrderQueryOptions,
} from '@/shared/vendor-orders';
import { OrderProgress } from '../components/order-progress';
import { TrackingForm } from '../components/tracking-form';

/** Where the back link goes without a remembered source. */
export const DEFAULT_BACK_PATH = '/vendor/orders';

/** The button of each next step the detail screen offers (spec 001 section 4, `detailNextSteps`). */
export const STEP_BUTTONS: Record<string, { label: string; icon: typeof Truck; variant: ButtonVariant }> = {
  confirmed: { label: 'Confirm Order', icon: CheckCircle2, variant: 'primary' },
  processing: { label: 'Start Processing', icon: Settings2, variant: 'primary' },
  shipped: { label: 'Mark as Shipped', icon: Truck, variant: 'primary' },
  delivered: { label: 'Mark as Delivered', icon: PackageCheck, variant: 'primary' },
  returned: { label: 'Mark as Returned', icon: RotateCcw, variant: 'outline' },
  cancelled: { label: 'Cancel Order', icon: XCircle, variant: 'danger' },
};

function backPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return safeInternalPath(typeof from === 'string' ? from : null) ?? DEFAULT_BACK_PATH;
}

/** `/order/:id`: one vendor order inside the vendor portal (spec 001 "Vendor order detail"). */
export function VendorOrderDetailPage() {
  return (
    <VendorSessionGate>
      <VendorOrderDetail />
    </VendorSessionGate>
  );
}

function VendorOrderDetail() {
  const { id = '' } = useParams();
  const location = useLocation();
  const back = backPath(location.state);
  // Opened from a customer's page (issue 35 item 7), the way back says so.
  const backLabel = back.startsWith('/vendor/customers/') ? 'Back to Customer' : 'Back to Orders';
  const query = useQuery(vendorOrderQueryOptions(id));
  const order = query.data;

  const backLink = (
    <Link
      to={back}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {backLabel}
    </Link>
  );

  if (!order) {
    return (
      <div className="space-y-5">
        {backLink}
        {query.isError ? (
          <LoadError
            title={isApiError(query.error) && query.error.status === 404 ? 'Order not found' : undefined}
            onRetry={() => void query.refetch()}
            error={query.error}
            action={
              isApiError(query.error) && query.error.status === 404 ? (
                <Link to={DEFAULT_BACK_PATH} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  Back to Orders
                </Link>
              ) : undefined
            }
          >
            <p>{ORDER_MESSAGES.detailLoadFailed}</p>
            <p className="mt-1">{loadErrorMessage(query.error)}</p>
          </LoadError>
        ) : (
          <PageSkeleton label="Loading order details" />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {backLink}
      <Card>
        <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="text-xl font-semibold tracking-tight text-slate-900">Order {order.orderNumber}</h2>
            <p className="mt-0.5 text-sm text-slate-500">
              Placed {formatDate(order.createdAt, { withTime: true })}
              {order.forwardedAt ? ` · forwarded ${formatDate(order.forwardedAt, { withTime: true })}` : ''}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <OrderTypeBadge orderType={order.orderType} />
            <VendorStatusBadge order={order} className="text-sm" />
          </div>
        </div>
        <div className="border-t border-slate-100 px-5 py-4">
          <OrderProgress status={order.status} />
        </div>
      </Card>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <Card>
            <CardHeader title="Your items" description="Only the items you sell in this order." />
            <CardBody className="py-1">
              <OrderItemsList items={orderItemsOf(order)} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Actions" description="The next steps this order allows." />
            <CardBody>
              <NextSteps order={order} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Tracking" description="Carrier and tracking number the customer sees." />
            <CardBody>
              <TrackingForm order={order} />
            </CardBody>
          </Card>
        </div>
        <div className="space-y-5">
          <Card>
            <CardHeader title="Order summary" />
            <CardBody>
              <OrderMoneySummary order={order} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Customer" />
            <CardBody className="space-y-3 text-sm">
              <div>
                <p className="font-medium text-slate-900">{order.customer.name || order.customerName}</p>
                <p className="text-slate-600">
                  <EmailAddress email={order.customer.email || order.email} />
                </p>
                {order.customer.phone ? <p className="text-slate-600">{order.customer.phone}</p> : null}
              </div>
              <div>
                <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  Shipping address
                </h3>
                {order.shippingAddress ? (
                  <AddressBlock address={order.shippingAddress} />
                ) : (
                  <p className="text-slate-500">No address on this order.</p>
                )}
              </div>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Payment" />
            <CardBody>
              <dl className="space-y-2 text-sm">
                <Row label="Payment method">{paymentMethodLabel(order.paymentMethod)}</Row>
                <Row label="Payment status">
                  <PaymentStatusBadge status={order.paymentStatus} />
                </Row>
                <Row label="Transaction ID">
                  <span className="font-mono text-xs break-all">{order.transactionId ?? '—'}</span>
                </Row>
              </dl>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Notes" />
            <CardBody>
              <dl className="space-y-2 text-sm">
                <Row label="From the marketplace">{order.adminNotes || '—'}</Row>
                <Row label="Yours">{order.vendorNotes || '—'}</Row>
                {order.cancellationReason ? (
                  <Row label="Cancellation reason">{order.cancellationReason}</Row>
                ) : null}
              </dl>
            </CardBody>
          </Card>
        </div>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right text-slate-900">{children}</dd>
    </div>
  );
}

type Pending = { kind: 'shipped' } | { kind: 'delivered' } | { kind: 'cancel' } | null;

/**
 * The next-step buttons (`detailNextSteps`); the moves that e-mail the customer ask first (shipping
 * with its carrier and tracking number), cancelling asks for a reason.
 */
export function NextSteps({ order }: { order: VendorOrder }) {
  const [dialog, setDialog] = useState<Pending>(null);
  const update = useUpdateVendorOrderStatus();
  const cancel = useSetVendorOrderStatus();
  const busy = update.isPending || cancel.isPending;

  if (isCancelledByCustomer(order)) {
    return <p className="text-sm font-medium text-red-700">{ORDER_MESSAGES.cancelledByCustomer}</p>;
  }
  const steps = detailNextSteps(order.status);

  const done = (status: PartStatus) => {
    toast.success(ORDER_MESSAGES.detailStatusUpdated(status), { duration: BANNER_MS });
    setDialog(null);
  };
  const failed = (error: unknown) => {
    toast.error(serverMessageOr(error, ORDER_MESSAGES.detailStatusFailed), { duration: BANNER_MS });
  };

  const move = async (status: PartStatus, shipment: ShipmentInput | null = null) => {
    try {
      await update.mutateAsync({
        id: order._id,
        status,
        ...(shipment ? { trackingInfo: shipment.trackingNumber, carrier: shipment.carrier } : {}),
      });
      done(status);
    } catch (error) {
      failed(error);
    }
  };

  const cancelWith = async (reason: string) => {
    try {
      await cancel.mutateAsync({ id: order._id, status: 'cancelled', reason });
      done('cancelled');
    } catch (error) {
      failed(error);
      setDialog(null);
    }
  };

  if (steps.length === 0) {
    return <p className="text-sm text-slate-600">No further steps: this order is final.</p>;
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {steps.map((status) => {
          const button = STEP_BUTTONS[status] ?? { label: status, icon: CheckCircle2, variant: 'primary' };
          return (
            <Button
              key={status}
              variant={button.variant}
              disabled={busy}
              loading={update.isPending && update.variables?.status === status}
              onClick={() => {
                if (status === 'shipped' || status === 'delivered') setDialog({ kind: status });
                else if (status === 'cancelled') setDialog({ kind: 'cancel' });
                else void move(status);
              }}
            >
              <button.icon className="size-4" aria-hidden="true" />
              {button.label}
            </Button>
          );
        })}
      </div>
      {dialog?.kind === 'shipped' || dialog?.kind === 'delivered' ? (
        <StatusMoveDialog
          orderNumber={order.orderNumber}
          to={dialog.kind}
          actionLabel={dialog.kind === 'shipped' ? 'Mark as Shipped' : 'Mark as Delivered'}
          busy={update.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(shipment) => void move(dialog.kind, shipment)}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <CancelReasonDialog
          orderNumber={order.orderNumber}
          busy={cancel.isPending}
          onAbort={() => setDialog(null)}
          onConfirm={(reason) => void cancelWith(reason)}
        />
      ) : null}
    </>
  );
}
