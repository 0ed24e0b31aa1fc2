import { Alert } from '@/components/ui/alert';
import type { ImportRowError } from '../types';

/** The row-by-row report of a refused import: row number (1 is the header), column and message. */
export function ImportReport({ rows, message }: { rows: ImportRowError[]; message: string }) {
  return (
    <div className="space-y-3">
      <Alert tone="danger" live="alert" title={message}>
        Nothing was changed. Correct these rows and import the file again.
      </Alert>
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm" aria-label="Import errors">
          <thead className="sticky top-0 bg-slate-50">
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-3 py-2 text-xs font-semibold text-slate-600">
                Row
              </th>
              <th scope="col" className="px-3 py-2 text-xs font-semibold text-slate-600">
                Column
              </th>
              <th scope="col" className="px-3 py-2 text-xs font-semibold text-slate-600">
                Message
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several problems in one column
              <tr key={`${r.row}-${r.column}-${i}`}>
                <td className="px-3 py-1.5 tabular-nums">{r.row}</td>
                <td className="px-3 py-1.5">{r.column || '—'}</td>
                <td className="px-3 py-1.5 text-red-700">{r.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
