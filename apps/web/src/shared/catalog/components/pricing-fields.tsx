import { PRODUCT_MESSAGES } from '@market/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ProductFormFields } from '../lib/product-form-data';

type PricingFieldsProps = {
  /** The form's id prefix (`useId`). */
  ids: string;
  isEdit: boolean;
  register: UseFormRegister<ProductFormFields>;
  errors: FieldErrors<ProductFormFields>;
};

/** The product form's "Pricing and inventory" card: price, shipping, stock, threshold and SKU. */
export function PricingFields({ ids, isEdit, register, errors }: PricingFieldsProps) {
  return (
    <Card>
      <CardHeader title="Pricing and inventory" />
      <CardBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${ids}-price`} label="Price" error={errors.price?.message} hint="In US dollars.">
          {(c) => (
            <Input {...c} type="number" inputMode="decimal" min={0} step={0.01} {...register('price')} />
          )}
        </Field>
        <Field
          id={`${ids}-shipping`}
          label="Shipping"
          error={errors.shipping?.message}
          hint={PRODUCT_MESSAGES.shippingHint}
        >
          {(c) => (
            <Input {...c} type="number" inputMode="decimal" min={0} step={0.01} {...register('shipping')} />
          )}
        </Field>
        <Field
          id={`${ids}-stock`}
          label="Stock"
          error={errors.stock?.message}
          hint={isEdit ? 'Units available to buyers (reserved units not included).' : undefined}
        >
          {(c) => <Input {...c} type="number" inputMode="numeric" min={0} step={1} {...register('stock')} />}
        </Field>
        <Field
          id={`${ids}-threshold`}
          label="Low-stock threshold"
          error={errors.lowStockThreshold?.message}
          hint="You are warned at or below this many units (default 10)."
        >
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('lowStockThreshold')}
            />
          )}
        </Field>
        <Field id={`${ids}-sku`} label="SKU" error={errors.sku?.message} hint="Optional stock-keeping code.">
          {(c) => <Input {...c} {...register('sku')} autoComplete="off" />}
        </Field>
      </CardBody>
    </Card>
  );
}
