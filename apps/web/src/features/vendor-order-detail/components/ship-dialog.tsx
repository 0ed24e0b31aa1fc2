import { ORDER_TEXT_LIMITS } from '@market/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { CARRIERS, type Carrier } from '@/features/vendor-orders';

type ShipDialogProps = {
  orderNumber: string;
  busy: boolean;
  onConfirm: (input: { trackingInfo: string; carrier: Carrier }) => void;
  onClose: () => void;
};

/** Mark as Shipped: the tracking number (optional here, editable later) and the carrier. */
export function ShipDialog({ orderNumber, busy, onConfirm, onClose }: ShipDialogProps) {
  const ids = useId();
  const [trackingInfo, setTrackingInfo] = useState('');
  const [carrier, setCarrier] = useState<Carrier>('FedEx');
  return (
    <Modal
      size="sm"
      title={`Ship order ${orderNumber}`}
      description="The customer gets an e-mail with the tracking number."
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={`${ids}-form`} loading={busy} loadingText="Saving…">
            Mark as Shipped
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
          onConfirm({ trackingInfo, carrier });
        }}
      >
        <div>
          <label htmlFor={`${ids}-tracking`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Tracking number
          </label>
          <Input
            id={`${ids}-tracking`}
            value={trackingInfo}
            maxLength={ORDER_TEXT_LIMITS.trackingNumberMaxChars}
            autoComplete="off"
            onChange={(event) => setTrackingInfo(event.target.value)}
            data-autofocus
          />
        </div>
        <div>
          <label htmlFor={`${ids}-carrier`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Carrier
          </label>
          <Select
            id={`${ids}-carrier`}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value as Carrier)}
          >
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </form>
    </Modal>
  );
}
