import { CARRIERS, type Carrier, SHIPMENT_MESSAGES } from '@market/domain';
import { useState } from 'react';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';

export type ShipmentInput = { trackingNumber: string; carrier: Carrier };

type Errors = { carrier?: string | undefined; trackingNumber?: string | undefined };

/**
 * The carrier and tracking number a move to shipped needs (decision 0032): their values, the
 * message beside each missing one, and `check()`, which says what is missing or gives the shipment.
 */
export function useShipmentForm(initialTrackingNumber = '') {
  const [carrier, setCarrierValue] = useState<Carrier | ''>('');
  const [trackingNumber, setTrackingValue] = useState(initialTrackingNumber);
  const [errors, setErrors] = useState<Errors>({});
  return {
    carrier,
    trackingNumber,
    errors,
    setCarrier(value: Carrier) {
      setCarrierValue(value);
      setErrors((e) => ({ ...e, carrier: undefined }));
    },
    setTrackingNumber(value: string) {
      setTrackingValue(value);
      setErrors((e) => ({ ...e, trackingNumber: undefined }));
    },
    /** The shipment when both are given; otherwise null, with a message beside each missing field. */
    check(): ShipmentInput | null {
      const number = trackingNumber.trim();
      setErrors({
        carrier: carrier ? undefined : SHIPMENT_MESSAGES.carrier,
        trackingNumber: number ? undefined : SHIPMENT_MESSAGES.trackingNumber,
      });
      return carrier && number ? { carrier, trackingNumber: number } : null;
    },
    reset() {
      setCarrierValue('');
      setTrackingValue('');
      setErrors({});
    },
  };
}

export type ShipmentForm = ReturnType<typeof useShipmentForm>;

type ShipmentFieldsProps = {
  form: ShipmentForm;
  idPrefix: string;
  /** The longest tracking text the call takes. */
  trackingMaxLength: number;
  /** Without the carrier: the tracking number alone (a delivered move that may carry it). */
  withCarrier?: boolean;
  /** Show the messages of `check()` (only when the move ships). */
  showErrors?: boolean;
  autoFocus?: boolean;
};

/** Carrier select and tracking number input, each with its message beside it. */
export function ShipmentFields({
  form,
  idPrefix,
  trackingMaxLength,
  withCarrier = true,
  showErrors = true,
  autoFocus = false,
}: ShipmentFieldsProps) {
  return (
    <>
      {withCarrier ? (
        <Field
          id={`${idPrefix}-carrier`}
          label="Carrier"
          error={showErrors ? form.errors.carrier : undefined}
        >
          {(control) => (
            <Select
              {...control}
              value={form.carrier}
              onChange={(event) => form.setCarrier(event.target.value as Carrier)}
              {...(autoFocus ? { 'data-autofocus': true } : {})}
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
      ) : null}
      <Field
        id={`${idPrefix}-tracking`}
        label="Tracking number"
        error={showErrors ? form.errors.trackingNumber : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={form.trackingNumber}
            maxLength={trackingMaxLength}
            onChange={(event) => form.setTrackingNumber(event.target.value)}
            placeholder="e.g. 1Z999AA10123456784"
            autoComplete="off"
          />
        )}
      </Field>
    </>
  );
}
