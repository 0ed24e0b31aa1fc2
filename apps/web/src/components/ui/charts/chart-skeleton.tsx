/** The place of a chart card while its figures load. */
export function ChartSkeleton({
  height = 260,
  label = 'Loading chart',
}: {
  height?: number;
  label?: string;
}) {
  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-5"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 animate-pulse rounded-lg bg-slate-100" style={{ height }} />
    </div>
  );
}

/** A row of KPI card placeholders. */
export function KpiSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      role="status"
      aria-busy="true"
      aria-label="Loading figures"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="h-28 animate-pulse rounded-xl border border-slate-200 bg-white p-4">
          <div className="h-3 w-24 rounded bg-slate-200" />
          <div className="mt-3 h-6 w-32 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
