import { zodResolver } from '@hookform/resolvers/zod';
import { isTrackingEditable, ORDER_TEXT_LIMITS } from '@market/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { limitedBy } from '@/lib/field-limits';
import {
  BANNER_MS,
  CARRIERS,
  type Carrier,
  ORDER_MESSAGES,
  serverMessageOr,
  useUpdateVendorOrderTracking,
  type VendorOrder,
} from '@/shared/vendor-orders';

const trackingSchema = z.object({
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'Tracking number is required')
    .max(
      ORDER_TEXT_LIMITS.trackingNumberMaxChars,
      `Tracking number is at most ${ORDER_TEXT_LIMITS.trackingNumberMaxChars} characters`,
    ),
  carrier: z.enum(CARRIERS, { error: 'Choose a carrier' }),
  notes: z
    .string()
    .trim()
    .max(ORDER_TEXT_LIMITS.notesMaxChars, `Notes are at most ${ORDER_TEXT_LIMITS.notesMaxChars} characters`),
});
type TrackingValues = z.infer<typeof trackingSchema>;

/** The text inputs take no more than the schema accepts. */
const limit = limitedBy(trackingSchema);

function carrierOf(value: string | null): Carrier {
  return (CARRIERS as readonly string[]).includes(value ?? '')
    ? (value as Carrier)
    : value
      ? 'Other'
      : 'FedEx';
}

/**
 * Tracking number, carrier and notes. Editable only once the order has shipped (shipped or
 * delivered, `isTrackingEditable`); before that the fields are shown disabled.
 */
export function TrackingForm({ order }: { order: VendorOrder }) {
  const ids = useId();
  const editable = isTrackingEditable(order.status);
  const save = useUpdateVendorOrderTracking();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackingValues>({
    resolver: zodResolver(trackingSchema),
    values: {
      trackingNumber: order.tracking.trackingNumber ?? order.trackingInfo ?? '',
      carrier: carrierOf(order.tracking.carrier),
      notes: order.tracking.notes ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({ id: order._id, ...values });
      toast.success(result.message ?? ORDER_MESSAGES.trackingUpdated, { duration: BANNER_MS });
    } catch (error) {
      toast.error(serverMessageOr(error, ORDER_MESSAGES.trackingFailed), { duration: BANNER_MS });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Tracking information">
      <fieldset disabled={!editable || save.isPending} className="space-y-4">
        <legend className="sr-only">Tracking information</legend>
        {!editable ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
            Tracking can be added once the order has shipped.
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${ids}-number`} label="Tracking number" error={errors.trackingNumber?.message}>
            {(control) => <Input {...control} autoComplete="off" {...limit(register('trackingNumber'))} />}
          </Field>
          <Field id={`${ids}-carrier`} label="Carrier" error={errors.carrier?.message}>
            {(control) => (
              <Select {...control} {...register('carrier')}>
                {CARRIERS.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {carrier}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field id={`${ids}-notes`} label="Notes" hint="Optional." error={errors.notes?.message}>
          {(control) => <Textarea {...control} rows={2} {...limit(register('notes'))} />}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} loadingText="Saving…">
            Update Tracking
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
