import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';

/** Order lines the export scenario aims at (issue 13: 50,000 lines in under 10 s). */
export const EXPORT_LINES = 50_000;
const SAMPLE_MS = 20;

export type ExportResult = {
  format: 'csv' | 'pdf';
  path: string;
  lines: number;
  bytes: number;
  seconds: number;
  /** Time to the first byte of the file. */
  firstByteMs: number;
  /** The server's resident memory before the request and its peak while exporting (sampled every 20 ms). */
  rssBeforeMb: number;
  rssPeakMb: number;
  status: number;
};

type Rows<T> = { rows: T[] };

/** The server's resident set size in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * The period ending today that holds about 50,000 of the vendor's live order lines (all of them on
 * a small dataset), counted the way the detailed report counts them (marketplace days in UTC, the
 * bench server's zone).
 */
export async function exportPeriod(db: Database, vendorId: string) {
  const rows = (
    (await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, sum(n) over (order by day desc)::int as lines
      from (select (p.created_at at time zone 'UTC')::date as day, count(*) as n
        from order_parts p join order_items i on i.part_id = p.id and i.status = 'active'
        where p.vendor_id = ${vendorId} and p.forwarded_at is not null
          and p.status not in ('cancelled', 'rejected', 'returned')
        group by 1) t
      order by day desc`)) as unknown as Rows<{ day: string; lines: number }>
  ).rows;
  const today = new Date().toISOString().slice(0, 10);
  const reach = rows.find((r) => r.lines >= EXPORT_LINES) ?? rows.at(-1);
  return { startDate: reach?.day ?? today, endDate: today, lines: reach?.lines ?? 0 };
}

/** One export downloaded to the end, timed, with the server's memory sampled meanwhile. */
export async function measureExport(
  base: string,
  token: string,
  serverPid: number,
  format: 'csv' | 'pdf',
  period: { startDate: string; endDate: string },
): Promise<ExportResult> {
  const path = `/api/vendors/reports/sales/export?reportType=detailed&startDate=${period.startDate}&endDate=${period.endDate}&format=${format}`;
  const rssBeforeMb = rssMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid));
  }, SAMPLE_MS);
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let newlines = 0;
  let status = 0;
  try {
    const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
    status = response.status;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
      if (format === 'csv') for (const b of value) if (b === 10) newlines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid));
  const lines = format === 'csv' ? Math.max(0, newlines - 1) : 0;
  console.log(
    `[bench] export    ${`${format.toUpperCase()} ${period.startDate}..${period.endDate}`.padEnd(40)} ${status} ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s (first byte ${firstByteMs.toFixed(0)} ms)${format === 'csv' ? `, ${lines} lines` : ''}; server RSS ${rssBeforeMb.toFixed(0)} -> peak ${rssPeakMb.toFixed(0)} MB`,
  );
  return { format, path, lines, bytes, seconds, firstByteMs, rssBeforeMb, rssPeakMb, status };
}
