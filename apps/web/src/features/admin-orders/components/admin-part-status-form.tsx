import { isPartStatus, nextPartStatuses, ORDER_TEXT_LIMITS, type PartStatus } from '@market/domain';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, inputClasses } from '@/components/ui/input';
import { orderStatusLabel } from '@/features/orders';
import { errorMessage } from '@/lib/api-client';
import { useUpdateAdminPartStatus } from '../api/update-admin-part-status';

/**
 * The status select of the marketplace's own part: offers only the moves the part state machine
 * allows (`nextPartStatuses`); a refusal of the server (409) is shown as it says it.
 */
export function AdminPartStatusForm({ orderId, status }: { orderId: string; status: string }) {
  const ids = useId();
  const options = isPartStatus(status) ? nextPartStatuses(status) : [];
  const [next, setNext] = useState<PartStatus | ''>('');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateAdminPartStatus();

  if (options.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        This part is {orderStatusLabel(status).toLowerCase()}: its status can no longer change.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    setRefusal(null);
    try {
      const result = await update.mutateAsync({ orderId, status: next, reason });
      toast.success(result.message ?? `Order status updated to ${next}`);
      setNext('');
      setReason('');
    } catch (error) {
      setRefusal(errorMessage(error, 'The status could not be changed.'));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Change the marketplace part status">
      {refusal ? (
        <Alert tone="danger" live="alert" title="Status not changed">
          {refusal}
        </Alert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-slate-700">
            New status
          </label>
          <select
            id={`${ids}-status`}
            value={next}
            onChange={(event) => {
              setRefusal(null);
              setNext(event.target.value as PartStatus | '');
            }}
            className={inputClasses}
          >
            <option value="">Choose…</option>
            {options.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-reason`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Reason (optional)
          </label>
          <Input
            id={`${ids}-reason`}
            value={reason}
            maxLength={ORDER_TEXT_LIMITS.reasonMaxChars}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={!next} loading={update.isPending} loadingText="Updating…">
          Update status
        </Button>
      </div>
    </form>
  );
}
