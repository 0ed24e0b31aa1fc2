import { zodResolver } from '@hookform/resolvers/zod';
import { adminVendorEditSchema, VENDOR_VERIFICATION_STATUSES } from '@market/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import type { AdminVendor } from '@/shared/admin-vendors/admin-vendor';
import { useUpdateAdminVendor } from '../api/update-vendor';
import { ADMIN_VENDOR_STATUS_LABELS } from './admin-vendor-status-badge';

type FormInput = z.input<typeof adminVendorEditSchema>;
type FormOutput = z.output<typeof adminVendorEditSchema>;

/** Changes a vendor's verification status and commission rate (empty = the marketplace rate). */
export function EditVendorDialog({
  vendor,
  marketplaceRate,
  onClose,
}: {
  vendor: AdminVendor;
  /** The marketplace rate, when known (a vendor without its own rate pays it). */
  marketplaceRate: number | null;
  onClose: () => void;
}) {
  const update = useUpdateAdminVendor();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminVendorEditSchema),
    defaultValues: {
      verificationStatus: vendor.verificationStatus,
      commissionRate: vendor.commissionRate === null ? '' : String(vendor.commissionRate),
    },
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await update.mutateAsync({ id: vendor._id, ...values });
      toast.success(`${vendor.businessName} updated`);
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, 'The vendor could not be updated. Please try again.'));
    }
  });

  return (
    <Modal
      title={`Edit ${vendor.businessName}`}
      description="Verification status and commission rate."
      onClose={onClose}
      busy={isSubmitting}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {serverError ? (
          <Alert tone="danger" live="alert">
            {serverError}
          </Alert>
        ) : null}
        <Field id="vendor-status" label="Verification status" error={errors.verificationStatus?.message}>
          {(control) => (
            <Select {...control} data-autofocus {...register('verificationStatus')}>
              {VENDOR_VERIFICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ADMIN_VENDOR_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="vendor-commission"
          label="Commission rate (%)"
          hint={`Leave empty to use the marketplace rate${marketplaceRate === null ? '' : ` (${marketplaceRate}%)`}.`}
          error={errors.commissionRate?.message}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              placeholder={
                marketplaceRate === null ? 'Marketplace rate' : `Marketplace rate (${marketplaceRate}%)`
              }
              {...register('commissionRate', { onChange: () => clearErrors('commissionRate') })}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingText="Saving…">
            Save Changes
          </Button>
        </div>
      </form>
    </Modal>
  );
}
