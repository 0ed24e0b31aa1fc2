import { formatDate } from '@/lib/format';
import type { AuditEntry } from '../api/audit-entries';

/** "status: pending → accepted · priceMinor: 1000 → 1250" for an entry's recorded changes. */
export function describeChanges(entry: AuditEntry): string {
  const parts: string[] = [];
  for (const change of entry.changes) {
    const keys = new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})]);
    for (const key of keys) {
      if (key === 'orderId') continue;
      const before = change.before?.[key];
      const after = change.after?.[key];
      parts.push(
        before === undefined ? `${key}: ${String(after)}` : `${key}: ${String(before)} → ${String(after)}`,
      );
    }
  }
  return parts.join(' · ');
}

function Subject({ entry }: { entry: AuditEntry }) {
  return (
    <span className="break-all text-slate-600">
      {entry.subjectType}
      {entry.subjectId ? ` ${entry.subjectId.slice(0, 8)}` : ''}
    </span>
  );
}

/**
 * The entries as a table on wide screens and as cards on a phone. `showIp` adds the address column
 * (the admin's screen); `showVendor` the shop column.
 */
export function AuditEntriesList({
  entries,
  showIp,
  showVendor,
}: {
  entries: AuditEntry[];
  showIp: boolean;
  showVendor: boolean;
}) {
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Audit entries">
        {entries.map((entry) => (
          <li key={entry._id} className="space-y-1 p-4 text-sm" data-testid="audit-entry">
            <p className="font-medium text-slate-900">{entry.actor}</p>
            <p className="text-slate-700">{entry.action}</p>
            <p className="text-xs text-slate-500">{formatDate(entry.createdAt, { withTime: true })}</p>
            <p className="text-xs">
              <Subject entry={entry} />
            </p>
            {describeChanges(entry) ? (
              <p className="text-xs text-slate-700">{describeChanges(entry)}</p>
            ) : null}
            {showVendor && entry.vendor ? (
              <p className="text-xs text-slate-500">{entry.vendor.businessName}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                When
              </th>
              <th scope="col" className="px-4 py-3">
                Who
              </th>
              <th scope="col" className="px-4 py-3">
                What
              </th>
              <th scope="col" className="px-4 py-3">
                Record
              </th>
              <th scope="col" className="px-4 py-3">
                Before → after
              </th>
              {showVendor ? (
                <th scope="col" className="px-4 py-3">
                  Shop
                </th>
              ) : null}
              {showIp ? (
                <th scope="col" className="px-4 py-3">
                  Address
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry._id} data-testid="audit-row">
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {formatDate(entry.createdAt, { withTime: true })}
                </td>
                <td className="px-4 py-3 font-medium text-slate-900">{entry.actor}</td>
                <td className="px-4 py-3">
                  <p className="text-slate-900">{entry.action}</p>
                  {entry.route ? <p className="text-xs text-slate-500">{entry.route}</p> : null}
                </td>
                <td className="px-4 py-3">
                  <Subject entry={entry} />
                </td>
                <td className="px-4 py-3 text-slate-700">{describeChanges(entry) || '—'}</td>
                {showVendor ? (
                  <td className="px-4 py-3 text-slate-600">{entry.vendor?.businessName ?? '—'}</td>
                ) : null}
                {showIp ? <td className="px-4 py-3 text-slate-600">{entry.ip ?? '—'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
