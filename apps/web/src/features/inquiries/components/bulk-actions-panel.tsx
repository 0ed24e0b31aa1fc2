import {
  INQUIRY_BULK_ACTION_NAMES,
  INQUIRY_BULK_ACTIONS,
  INQUIRY_MESSAGES,
  type InquiryBulkAction,
  inquiryBulkFormSchema,
} from '@market/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import type { DeskScope } from '@/shared/inquiries/types';
import { useBulkUpdateInquiries } from '../api/bulk-update-inquiries';
import type { useTimedBanner } from '../use-timed-banner';

type BulkActionsPanelProps = {
  scope: DeskScope;
  selectedIds: string[];
  /** Where the result is shown ('{n} inquiries updated successfully' for 3 s). */
  banner: ReturnType<typeof useTimedBanner>;
  /** After a successful update (the selection is cleared). */
  onDone: () => void;
};

/**
 * Shown while rows are selected: an action (mark_in_progress, mark_resolved, mark_high_priority,
 * mark_low_priority) applied to all of them at once, with the spec's validation texts.
 */
export function BulkActionsPanel({ scope, selectedIds, banner, onDone }: BulkActionsPanelProps) {
  const id = useId();
  const [action, setAction] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bulk = useBulkUpdateInquiries(scope);

  const apply = async () => {
    const parsed = inquiryBulkFormSchema.safeParse({ inquiryIds: selectedIds, action });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? INQUIRY_MESSAGES.invalidAction);
      return;
    }
    setError(null);
    try {
      const result = await bulk.mutateAsync({
        inquiryIds: selectedIds,
        action: action as InquiryBulkAction,
      });
      banner.success(INQUIRY_MESSAGES.updated(result.data.modifiedCount));
      setAction('');
      onDone();
    } catch (failure) {
      banner.failure(errorMessage(failure, INQUIRY_MESSAGES.bulkFailed));
    }
  };

  return (
    <Card className="flex flex-col gap-3 border-indigo-200 bg-indigo-50/40 p-4 sm:flex-row sm:items-end">
      <div className="sm:mr-auto">
        <h3 className="text-sm font-semibold text-slate-900">Bulk actions</h3>
        <p className="text-sm text-slate-600" aria-live="polite">
          {selectedIds.length} {selectedIds.length === 1 ? 'inquiry' : 'inquiries'} selected
        </p>
      </div>
      <div className="sm:w-64">
        <label htmlFor={`${id}-action`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Action
        </label>
        <Select
          id={`${id}-action`}
          value={action}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setAction(event.target.value);
            setError(null);
          }}
        >
          <option value="">Select action</option>
          {INQUIRY_BULK_ACTION_NAMES.map((name) => (
            <option key={name} value={name}>
              {INQUIRY_BULK_ACTIONS[name].label}
            </option>
          ))}
        </Select>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      <Button onClick={() => void apply()} loading={bulk.isPending} loadingText="Applying…">
        Apply
      </Button>
    </Card>
  );
}
