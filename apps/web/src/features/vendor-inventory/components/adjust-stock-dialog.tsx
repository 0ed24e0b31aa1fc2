import { zodResolver } from '@hookform/resolvers/zod';
import { type AdjustStockBody, adjustStockBody, INVENTORY_MESSAGES } from '@market/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { limitedBy } from '@/lib/field-limits';
import { formatMoney } from '@/lib/format';
import { useAdjustStock } from '../api/adjust-stock';
import type { InventoryItem } from '../types';

/** Text inputs take no more than the server accepts (the schema's `.max()`). */
const limit = limitedBy(adjustStockBody);

type FormInput = z.input<typeof adjustStockBody>;
const FIELDS = ['quantity', 'reason', 'unitCost'] as const;

/** '' is "not given" (undefined); anything else a number (NaN when not one, which the schema refuses). */
const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * Adjust stock (the table's first row action): a signed quantity, a reason and, when adding units,
 * an optional batch cost that records a batch for FIFO valuation. Errors show beside their fields;
 * a change below the reserved units is refused by the server with its message under Quantity.
 */
export function AdjustStockDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const ids = useId();
  const adjust = useAdjustStock();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, AdjustStockBody>({
    resolver: zodResolver(adjustStockBody),
    defaultValues: { reason: '' },
  });
  const quantity = Number(watch('quantity'));
  const preview = Number.isInteger(quantity) && quantity !== 0 ? item.currentStock + quantity : null;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { data, message } = await adjust.mutateAsync({ id: item._id, body });
      toast.success(
        `${message ?? INVENTORY_MESSAGES.adjusted}: ${item.product.name} now ${data.item.currentStock} in stock, valued ${formatMoney(data.item.stockValue)}`,
      );
      onClose();
    } catch (error) {
      let placed = false;
      if (isApiError(error)) {
        for (const detail of error.details) {
          const field = FIELDS.find((f) => f === detail.path);
          if (field) {
            setError(field, { message: detail.message });
            placed = true;
          }
        }
        if (error.status === 409) {
          setError('quantity', { message: errorMessage(error, 'This change is not possible.') });
          placed = true;
        }
      }
      if (!placed) setFailure(errorMessage(error, 'The stock could not be adjusted. Please try again.'));
    }
  });

  const formId = `${ids}-form`;
  return (
    <Modal
      title="Adjust stock"
      description={`${item.product.name} · SKU ${item.product.sku}`}
      onClose={onClose}
      busy={adjust.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={adjust.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={adjust.isPending} loadingText="Saving…">
            Save adjustment
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        <dl className="grid grid-cols-3 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          {[
            ['Current', item.currentStock],
            ['Reserved', item.reservedStock],
            ['Available', item.availableStock],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {failure ? (
          <Alert tone="danger" live="alert">
            {failure}
          </Alert>
        ) : null}
        <Field
          id={`${ids}-quantity`}
          label="Quantity"
          error={errors.quantity?.message}
          hint={
            preview === null
              ? 'Units to add, or a negative number to remove units.'
              : `Stock after the change: ${preview}`
          }
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              step={1}
              inputMode="numeric"
              data-autofocus
              {...register('quantity', { setValueAs: numberOrUndefined })}
            />
          )}
        </Field>
        <Field id={`${ids}-reason`} label="Reason" error={errors.reason?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              placeholder="Stock count, damaged goods, new delivery…"
              {...limit(register('reason'))}
            />
          )}
        </Field>
        <Field
          id={`${ids}-cost`}
          label="Batch cost per unit (optional)"
          error={errors.unitCost?.message}
          hint="When adding units: records a batch at this cost, used for the stock's FIFO value."
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              {...register('unitCost', { setValueAs: numberOrUndefined })}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
