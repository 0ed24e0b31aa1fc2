import {
  isPartStatus,
  nextPartStatuses,
  notifiesCustomer,
  ORDER_TEXT_LIMITS,
  type PartStatus,
  partStatusChangedMessage,
} from '@market/domain';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input, inputClasses } from '@/components/ui/input';
import { ShipmentFields, useShipmentForm } from '@/components/ui/shipment-fields';
import { errorMessage } from '@/lib/api-client';
import { orderStatusLabel } from '@/shared/orders';
import { useUpdateAdminPartStatus } from '../api/update-admin-part-status';

/**
 * The status select of a part: the marketplace's own, or a vendor's part the admin steps in on
 * (`vendorPart`). Offers only the moves the part state machine
 * allows (`nextPartStatuses`, one step at a time: decision 0032); shipping asks for the carrier and
 * the tracking number; a move that e-mails the customer is confirmed first; a refusal of the server
 * (409) is shown as it says it.
 */
export function AdminPartStatusForm({
  orderId,
  status,
  vendorPart,
}: {
  orderId: string;
  status: string;
  /** A vendor's part: its id and the shop's name. */
  vendorPart?: { id: string; vendorName: string };
}) {
  const whose = vendorPart ? `${vendorPart.vendorName}'s items` : "the marketplace's items";
  const ids = useId();
  const options = isPartStatus(status) ? nextPartStatuses(status) : [];
  const [next, setNext] = useState<PartStatus | ''>('');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const shipment = useShipmentForm();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateAdminPartStatus();

  if (options.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        This part is {orderStatusLabel(status).toLowerCase()}: its status can no longer change.
      </p>
    );
  }

  const ships = next === 'shipped';
  const apply = async () => {
    if (!next) return;
    setRefusal(null);
    try {
      const given = ships
        ? { trackingNumber: shipment.trackingNumber.trim(), carrier: shipment.carrier || undefined }
        : {};
      const result = await update.mutateAsync({
        orderId,
        vendorPartId: vendorPart?.id,
        status: next,
        reason,
        ...given,
      });
      toast.success(result.message ?? partStatusChangedMessage(next));
      setNext('');
      setReason('');
      shipment.reset();
    } catch (error) {
      setRefusal(errorMessage(error, 'The status could not be changed.'));
    } finally {
      setConfirming(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    if (ships && !shipment.check()) return;
    if (notifiesCustomer(next)) setConfirming(true);
    else void apply();
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={vendorPart ? `Change the status of ${whose}` : 'Change the marketplace part status'}
    >
      {refusal ? (
        <Alert tone="danger" live="alert" title="Status not changed">
          {refusal}
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-slate-700">
            New status
          </label>
          <select
            id={`${ids}-status`}
            value={next}
            onChange={(event) => {
              setRefusal(null);
              setNext(event.target.value as PartStatus | '');
            }}
            className={inputClasses}
          >
            <option value="">Choose…</option>
            {options.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-reason`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Reason (optional)
          </label>
          <Input
            id={`${ids}-reason`}
            value={reason}
            maxLength={ORDER_TEXT_LIMITS.reasonMaxChars}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={!next} loading={update.isPending} loadingText="Updating…">
          Update status
        </Button>
      </div>
      {ships ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <ShipmentFields
            form={shipment}
            idPrefix={ids}
            trackingMaxLength={ORDER_TEXT_LIMITS.trackingNumberMaxChars}
          />
        </div>
      ) : null}
      {confirming && next ? (
        <ConfirmDialog
          title={`Mark ${whose} ${orderStatusLabel(next).toLowerCase()}?`}
          message={
            vendorPart
              ? `The customer is e-mailed about this change; ${vendorPart.vendorName} sees it in the order's history as the marketplace's.`
              : 'The customer is e-mailed about this change.'
          }
          confirmLabel="Update status"
          busyLabel="Updating…"
          tone={next === 'cancelled' || next === 'rejected' ? 'danger' : 'primary'}
          busy={update.isPending}
          onConfirm={() => void apply()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </form>
  );
}
