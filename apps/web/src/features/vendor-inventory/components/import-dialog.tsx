import { INVENTORY_CSV_COLUMNS, INVENTORY_IMPORT_MAX_BYTES, INVENTORY_MESSAGES } from '@market/domain';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { type ImportResult, importRowErrors, useImportInventory } from '../api/import-inventory';
import type { ImportRowError } from '../types';
import { ImportProgress, type ImportStage } from './import-progress';
import { ImportReport } from './import-report';

/** A file the server would refuse anyway (5 MB, CSV only), caught before the upload. */
export function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return INVENTORY_MESSAGES.notCsv;
  if (file.size > INVENTORY_IMPORT_MAX_BYTES) return INVENTORY_MESSAGES.fileTooLarge;
  return null;
}

/** Data rows of a CSV text (lines after the header, blank ones left out), for the progress line. */
export function countDataRows(text: string): number {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return Math.max(0, lines.length - 1);
}

type Outcome =
  | { kind: 'done'; result: ImportResult; message: string }
  | { kind: 'invalid'; rows: ImportRowError[]; message: string }
  | { kind: 'failed'; message: string };

/**
 * Import (Inventory tab): choose a CSV with the export's columns, upload it with a progress bar,
 * then either the summary of what changed or the row-by-row report of a refused file (nothing
 * changed); another file can be chosen and imported again.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const importer = useImportInventory();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setOutcome(null);
    setStage(null);
    setFileError(chosen ? fileProblem(chosen) : null);
  };

  const start = async () => {
    if (!file) {
      setFileError(INVENTORY_MESSAGES.fileRequired);
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    setOutcome(null);
    const rows = countDataRows(await file.text());
    setStage({ phase: 'uploading', fraction: 0, rows });
    try {
      const { data, message } = await importer.mutateAsync({
        file,
        onProgress: (fraction) =>
          setStage(fraction >= 1 ? { phase: 'processing', rows } : { phase: 'uploading', fraction, rows }),
      });
      setOutcome({
        kind: 'done',
        result: data,
        message: message ?? INVENTORY_MESSAGES.importDone(data.changed),
      });
    } catch (error) {
      const report = importRowErrors(error);
      const message = errorMessage(error, 'The file could not be imported. Please try again.');
      if (report) setOutcome({ kind: 'invalid', rows: report, message });
      else {
        setOutcome({ kind: 'failed', message });
        setFileError(message);
      }
    } finally {
      setStage(null);
    }
  };

  const busy = importer.isPending;
  return (
    <Modal
      title="Import inventory"
      description="Update stock, thresholds and reorder settings by SKU from a CSV file."
      onClose={onClose}
      busy={busy}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {outcome?.kind === 'done' ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={() => void start()} loading={busy} loadingText="Importing…" disabled={!file}>
            <FileUp className="size-4" aria-hidden="true" />
            Import file
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Use the columns of Export:{' '}
          <span className="font-mono text-xs">{INVENTORY_CSV_COLUMNS.join(', ')}</span>. SKU is required;
          Current, Threshold, Reorder Point and Reorder Quantity are applied (a blank cell keeps the value);
          the other columns are ignored. The whole file is checked first: if any row is wrong, nothing
          changes. At most 5 MB.
        </p>
        <Field id={`${ids}-file`} label="CSV file" error={fileError ?? undefined}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
            />
          )}
        </Field>
        {stage ? <ImportProgress stage={stage} /> : null}
        {outcome?.kind === 'done' ? (
          <Alert tone="success" live="status" title={outcome.message}>
            {outcome.result.rows} {outcome.result.rows === 1 ? 'row' : 'rows'} read: {outcome.result.changed}{' '}
            changed, {outcome.result.unchanged} unchanged, in {(outcome.result.durationMs / 1000).toFixed(1)}{' '}
            s.
          </Alert>
        ) : null}
        {outcome?.kind === 'invalid' ? <ImportReport rows={outcome.rows} message={outcome.message} /> : null}
      </div>
    </Modal>
  );
}
