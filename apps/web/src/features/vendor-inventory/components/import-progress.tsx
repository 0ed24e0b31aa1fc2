export type ImportStage =
  | { phase: 'uploading'; fraction: number; rows: number }
  | { phase: 'processing'; rows: number };

/** The import's progress: the upload's share, then the server checking and applying the rows. */
export function ImportProgress({ stage }: { stage: ImportStage }) {
  const rows = `${stage.rows.toLocaleString('en-US')} ${stage.rows === 1 ? 'row' : 'rows'}`;
  const percent = stage.phase === 'uploading' ? Math.round(stage.fraction * 100) : null;
  const label =
    stage.phase === 'uploading' ? `Uploading ${rows}… ${percent}%` : `Checking and applying ${rows}…`;
  return (
    <div className="space-y-1.5" role="status" aria-live="polite">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={
            percent === null
              ? 'h-full w-1/3 animate-pulse rounded-full bg-indigo-500'
              : 'h-full rounded-full bg-indigo-600 transition-[width]'
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
