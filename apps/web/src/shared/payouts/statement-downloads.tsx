import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadPayoutStatement, type StatementFormat, type StatementRole } from './download-statement';
import { payoutDate } from './format';
import type { Payout } from './types';

const FAILED = 'The statement could not be downloaded. Please try again.';

/**
 * The CSV and PDF buttons of a payout's statement. `feedback="beside"` (the statement page) says
 * what happened under the buttons; `"toast"` (a table row, where there is no room) in a toast.
 */
export function StatementDownloads({
  viewer,
  payout,
  feedback = 'toast',
  size = 'sm',
  subject,
}: {
  /** Whose download route: the vendor's own, or an admin's for any vendor. */
  viewer: StatementRole;
  payout: Pick<Payout, '_id' | 'createdAt'>;
  feedback?: 'beside' | 'toast';
  size?: 'sm' | 'md';
  /** Which payout, in the buttons' names: 'the Nov 29, 2026 payout' unless given. */
  subject?: string;
}) {
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const of = subject ?? `the ${payoutDate(payout.createdAt)} payout`;

  async function run(format: StatementFormat) {
    setBusy(format);
    setDone(null);
    setError(null);
    try {
      const name = await downloadPayoutStatement(viewer, payout._id, format);
      if (feedback === 'beside') setDone(`Downloaded ${name}`);
    } catch (e) {
      const message = errorMessage(e, FAILED);
      if (feedback === 'beside') setError(message);
      else toast.error(`Statement of ${of}: ${message}`);
    } finally {
      setBusy(null);
    }
  }

  const buttons = (['csv', 'pdf'] as const).map((format) => (
    <Button
      key={format}
      type="button"
      variant="outline"
      size={size}
      onClick={() => void run(format)}
      disabled={busy !== null}
      loading={busy === format}
      aria-label={feedback === 'beside' ? undefined : `${format.toUpperCase()} statement of ${of}`}
    >
      {format === 'csv' ? (
        <Download className="size-4" aria-hidden="true" />
      ) : (
        <FileText className="size-4" aria-hidden="true" />
      )}
      {feedback === 'beside' ? `Download ${format.toUpperCase()}` : format.toUpperCase()}
    </Button>
  ));
  // In a row the two buttons join the row's other actions; on the statement page they have their own line.
  if (feedback === 'toast') return <>{buttons}</>;
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">{buttons}</div>
      <p role="status" aria-live="polite" className="text-xs text-slate-600">
        {busy ? `Downloading ${busy.toUpperCase()}…` : (done ?? '')}
      </p>
      {error ? (
        <Alert tone="danger" live="alert">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
