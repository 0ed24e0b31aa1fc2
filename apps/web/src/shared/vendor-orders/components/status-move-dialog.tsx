import { ORDER_TEXT_LIMITS } from '@market/domain';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ShipmentFields, type ShipmentInput, useShipmentForm } from '@/components/ui/shipment-fields';

export type { ShipmentInput };

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
  const shipment = useShipmentForm();
  const copy = COPY[to];

  const submit = () => {
    if (to === 'delivered') {
      onConfirm(null);
      return;
    }
    const given = shipment.check();
    if (given) onConfirm(given);
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
          <ShipmentFields
            form={shipment}
            idPrefix={ids}
            trackingMaxLength={ORDER_TEXT_LIMITS.trackingNumberMaxChars}
            autoFocus
          />
        </form>
      ) : null}
    </Modal>
  );
}
