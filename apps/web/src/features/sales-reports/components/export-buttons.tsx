import type { ReportFormat } from '@market/domain';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadSalesReport } from '../api/export-sales-report';
import type { SalesReportFilters } from '../api/sales-report';

const EXPORT_FAILED = 'Failed to export report';

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Export CSV and Export PDF of exactly the report on screen, with the bytes received shown while it downloads. */
export function ExportButtons({ filters }: { filters: SalesReportFilters }) {
  const [busy, setBusy] = useState<{ format: ReportFormat; bytes: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(format: ReportFormat) {
    setBusy({ format, bytes: 0 });
    setError(null);
    setDone(null);
    try {
      const name = await downloadSalesReport(filters, format, (bytes) => setBusy({ format, bytes }));
      setDone(name);
    } catch (e) {
      setError(errorMessage(e, EXPORT_FAILED));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => void run('csv')}
          disabled={busy !== null}
          loading={busy?.format === 'csv'}
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => void run('pdf')}
          disabled={busy !== null}
          loading={busy?.format === 'pdf'}
        >
          <FileText className="size-4" aria-hidden="true" />
          Export PDF
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-xs text-slate-600">
        {busy
          ? `Downloading ${busy.format.toUpperCase()}… ${size(busy.bytes)} received`
          : done
            ? `Downloaded ${done}`
            : ''}
      </p>
      {error ? (
        <Alert tone="danger" title={EXPORT_FAILED} live="alert">
          {error === EXPORT_FAILED ? 'Please try again.' : error}
        </Alert>
      ) : null}
    </div>
  );
}
