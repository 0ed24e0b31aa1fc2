import {
  type Carrier,
  checkPartTransition,
  forwardedNextStatus,
  ORDER_TEXT_LIMITS,
  type PartStatus,
  statusLabel,
} from '@market/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { ShipmentFields, useShipmentForm } from '@/components/ui/shipment-fields';
import type { VendorOrder } from '@/shared/vendor-orders/types';

/** The statuses the forwarded screen's Update Status offers (spec 001). */
export const FORWARDED_STATUS_CHOICES = [
  { value: 'processing', label: statusLabel('order', 'processing') },
  { value: 'shipped', label: statusLabel('order', 'shipped') },
  { value: 'delivered', label: statusLabel('order', 'delivered') },
] as const satisfies readonly { value: PartStatus; label: string }[];

/** Shipped and delivered take a tracking number. */
export function takesTracking(status: string): boolean {
  return status === 'shipped' || status === 'delivered';
}

type UpdateStatusDialogProps = {
  order: Pick<VendorOrder, 'orderNumber' | 'status' | 'trackingInfo'>;
  busy: boolean;
  onConfirm: (input: { status: PartStatus; trackingInfo: string; carrier?: Carrier }) => void;
  onClose: () => void;
};

/**
 * Update Status of a forwarded order: the next status is preselected (`forwardedNextStatus`);
 * moves the state machine refuses are shown but disabled; shipped and delivered show the
 * tracking field, and shipping needs it and a carrier (decision 0032), refused beside each field.
 */
export function UpdateStatusDialog({ order, busy, onConfirm, onClose }: UpdateStatusDialogProps) {
  const ids = useId();
  const [status, setStatus] = useState<PartStatus | ''>(forwardedNextStatus(order.status) ?? '');
  const shipment = useShipmentForm(order.trackingInfo ?? '');
  const ships = status === 'shipped';
  return (
    <Modal
      size="sm"
      title={`Update order ${order.orderNumber}`}
      description="Move the order to its next step. The customer is e-mailed when it ships and when it is delivered."
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={`${ids}-form`}
            loading={busy}
            loadingText="Updating…"
            disabled={!status}
          >
            Update Status
          </Button>
        </>
      }
    >
      <form
        id={`${ids}-form`}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          // Nothing happens without a status (spec 001 section 5).
          if (!status) return;
          if (ships) {
            const given = shipment.check();
            if (given) onConfirm({ status, trackingInfo: given.trackingNumber, carrier: given.carrier });
            return;
          }
          onConfirm({ status, trackingInfo: takesTracking(status) ? shipment.trackingNumber : '' });
        }}
      >
        <div>
          <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-slate-700">
            New status
          </label>
          <Select
            id={`${ids}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as PartStatus)}
            data-autofocus
          >
            {status === '' ? (
              <option value="" disabled>
                Choose a status
              </option>
            ) : null}
            {FORWARDED_STATUS_CHOICES.map((choice) => (
              <option
                key={choice.value}
                value={choice.value}
                disabled={!checkPartTransition(order.status as PartStatus, choice.value).ok}
              >
                {choice.label}
              </option>
            ))}
          </Select>
        </div>
        {status && takesTracking(status) ? (
          <ShipmentFields
            form={shipment}
            idPrefix={ids}
            trackingMaxLength={ORDER_TEXT_LIMITS.trackingInfoMaxChars}
            withCarrier={ships}
            showErrors={ships}
          />
        ) : null}
      </form>
    </Modal>
  );
}
