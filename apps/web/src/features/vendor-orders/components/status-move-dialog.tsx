import { CARRIERS, type Carrier, ORDER_TEXT_LIMITS, SHIPMENT_MESSAGES } from '@market/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';

export type ShipmentInput = { trackingNumber: string; carrier: Carrier };

type StatusMoveDialogProps = {
  orderNumber: string;
  /** The move to confirm: both e-mail the customer. */
  to: 'shipped' | 'delivered';
  busy?: boolean;
  /** The confirm button's words when the screen's own button says it otherwise ('Mark as Shipped'). */
  actionLabel?: string;
  /** Shipping passes the carrier and the tracking number; delivering passes nothing. */
  onConfirm: (shipment: ShipmentInput | null) => void;
  onClose: () => void;
};

const COPY = {
  shipped: {
    title: (n: string) => `Mark order ${n} as shipped?`,
    description: 'The customer is e-mailed the carrier and the tracking number.',
    action: 'Mark Shipped',
    busy: 'Marking shipped…',
  },
  delivered: {
    title: (n: string) => `Mark order ${n} as delivered?`,
    description: 'The customer is e-mailed that the order has arrived. A delivered order cannot go back.',
    action: 'Mark Delivered',
    busy: 'Marking delivered…',
  },
} as const;

/**
 * Confirms a move that e-mails the customer (decision 0032). Shipping asks for the carrier and the
 * tracking number, each refused beside its field when missing.
 */
export function StatusMoveDialog({
  orderNumber,
  to,
  busy = false,
  actionLabel,
  onConfirm,
  onClose,
}: StatusMoveDialogProps) {
  const ids = useId();
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string }>({});
  const copy = COPY[to];

  const submit = () => {
    if (to === 'delivered') {
      onConfirm(null);
      return;
    }
    const number = trackingNumber.trim();
    const found = {
      ...(carrier ? {} : { carrier: SHIPMENT_MESSAGES.carrier }),
      ...(number ? {} : { trackingNumber: SHIPMENT_MESSAGES.trackingNumber }),
    };
    setErrors(found);
    if (carrier && number) onConfirm({ carrier, trackingNumber: number });
  };

  return (
    <Modal
      size="sm"
      title={copy.title(orderNumber)}
      description={copy.description}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Not now
          </Button>
          <Button
            {...(to === 'shipped' ? { type: 'submit' as const, form: `${ids}-form` } : { onClick: submit })}
            loading={busy}
            loadingText={copy.busy}
          >
            {actionLabel ?? copy.action}
          </Button>
        </>
      }
    >
      {/* Delivering asks nothing more: no empty form under the question. */}
      {to === 'shipped' ? (
        <form
          id={`${ids}-form`}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field id={`${ids}-carrier`} label="Carrier" error={errors.carrier}>
            {(control) => (
              <Select
                {...control}
                value={carrier}
                onChange={(event) => {
                  setCarrier(event.target.value as Carrier);
                  setErrors((e) => ({ ...e, carrier: undefined }));
                }}
                data-autofocus
              >
                <option value="" disabled>
                  Choose a carrier
                </option>
                {CARRIERS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={`${ids}-tracking`} label="Tracking number" error={errors.trackingNumber}>
            {(control) => (
              <Input
                {...control}
                value={trackingNumber}
                maxLength={ORDER_TEXT_LIMITS.trackingNumberMaxChars}
                onChange={(event) => {
                  setTrackingNumber(event.target.value);
                  setErrors((e) => ({ ...e, trackingNumber: undefined }));
                }}
                placeholder="e.g. 1Z999AA10123456784"
                autoComplete="off"
              />
            )}
          </Field>
        </form>
      ) : null}
    </Modal>
  );
}
