/** The place of a table's rows while they load: grey bars in the table's shape. */
export function TableSkeleton({
  rows = 5,
  columns = 4,
  label = 'Loading',
}: {
  rows?: number;
  columns?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={row} className="flex animate-pulse items-center gap-4 px-5 py-4">
          <div className="size-10 shrink-0 rounded-lg bg-slate-200" />
          {Array.from({ length: columns }, (_, column) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              key={column}
              className="h-3 flex-1 rounded bg-slate-200"
              style={{ maxWidth: column === 0 ? '14rem' : '6rem' }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
