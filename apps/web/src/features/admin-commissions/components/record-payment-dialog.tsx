import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { errorMessage, isApiError } from '@/lib/api-client';
import { limitedBy } from '@/lib/field-limits';
import { formatMoney } from '@/lib/format';
import type { MonthlyRecord } from '@/shared/commissions';
import { useRecordCommissionPayment } from '../api/record-commission-payment';

const paymentSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'Amount is required')
    .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount like 120.50 (at most 2 decimals)')
    .refine((v) => Number(v) > 0, 'Amount must be more than 0'),
  reference: z.string().trim().max(200, 'Reference is at most 200 characters'),
});
type PaymentForm = z.infer<typeof paymentSchema>;

/** The reference takes no more than the schema accepts. */
const limit = limitedBy(paymentSchema);

type RecordPaymentDialogProps = {
  vendorId: string;
  vendorName: string;
  record: MonthlyRecord;
  onClose: () => void;
};

/** Record a vendor's commission payment for one month: the amount defaults to what is pending. */
export function RecordPaymentDialog({ vendorId, vendorName, record, onClose }: RecordPaymentDialogProps) {
  const ids = useId();
  const save = useRecordCommissionPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentForm>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { amount: record.pendingAmountToAdmin.toFixed(2), reference: '' },
  });
  const month = `${record.monthName} ${record.year}`;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        vendorId,
        year: record.year,
        month: record.month,
        amount: Number(values.amount),
        reference: values.reference,
      });
      toast.success(`Payment of ${formatMoney(Number(values.amount))} recorded for ${month}`);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const pending = error.extra.pending;
        setError('amount', {
          message:
            typeof pending === 'number'
              ? `More than the ${formatMoney(pending)} pending for ${month}.`
              : (error.serverMessage ?? 'The payment is more than what is pending.'),
        });
        return;
      }
      if (isApiError(error)) {
        const detail = error.details.find((d) => d.path === 'amount' || d.path === 'reference');
        if (detail) {
          setError(detail.path as 'amount' | 'reference', { message: detail.message });
          return;
        }
      }
      setFailure(errorMessage(error, 'The payment could not be recorded. Please try again.'));
    }
  });

  return (
    <Modal
      size="sm"
      title={`Record payment · ${month}`}
      description={`${vendorName}: ${formatMoney(record.totalCommission)} commission, ${formatMoney(record.pendingAmountToAdmin)} pending.`}
      onClose={onClose}
      busy={save.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={`${ids}-form`} loading={save.isPending} loadingText="Recording…">
            Record Payment
          </Button>
        </>
      }
    >
      <form id={`${ids}-form`} noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? (
          <Alert tone="danger" live="alert">
            {failure}
          </Alert>
        ) : null}
        <Field id={`${ids}-amount`} label="Amount" error={errors.amount?.message}>
          {(control) => <Input {...control} inputMode="decimal" data-autofocus {...register('amount')} />}
        </Field>
        <Field
          id={`${ids}-reference`}
          label="Reference"
          hint="Optional, e.g. the bank transfer number."
          error={errors.reference?.message}
        >
          {(control) => <Input {...control} autoComplete="off" {...limit(register('reference'))} />}
        </Field>
      </form>
    </Modal>
  );
}
