import { Readable } from 'node:stream';
import { fromMinor, vendorStatusLabel } from '@market/domain';
import { stringify } from 'csv-stringify';
import type { AppContext } from '../../context.js';
import { safeCsvCell } from '../../lib/csv-cell.js';
import { exportBatch, vendorPartsWhere } from '../orders/index.js';
import type { VendorStatusFilter } from './status-filters.js';

export const EXPORT_COLUMNS = [
  'Order Number',
  'Customer Name',
  'Email',
  'Status',
  'Total',
  'Commission',
  'Your Amount',
  'Date',
  'Items Count',
  'Order Type',
];

/** A cell a spreadsheet would run as a formula is prefixed with a quote (CSV injection): one rule for every export. */
export const safeCell = safeCsvCell;

const BATCH = 500;

/** Streams every matching part as CSV, in batches, newest first (spec 001 section 9 columns). */
export function exportVendorOrdersCsv(opts: {
  ctx: AppContext;
  vendorId: string;
  status?: VendorStatusFilter;
  search?: string;
}): Readable {
  const { ctx } = opts;
  const where = vendorPartsWhere(opts.vendorId, opts);
  const csv = stringify({ header: true, columns: EXPORT_COLUMNS, bom: true });
  async function* rows() {
    let cursor: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const batch = await exportBatch(ctx.db, where, cursor, BATCH);
      for (const p of batch) {
        yield [
          safeCell(p.orderNumber),
          safeCell(p.customerName),
          safeCell(p.customerEmail),
          vendorStatusLabel(p.status, p.cancelledBy === 'user'),
          fromMinor(p.subtotalMinor + p.shippingMinor).toFixed(2),
          fromMinor(p.commissionMinor).toFixed(2),
          fromMinor(p.vendorAmountMinor).toFixed(2),
          p.createdAt.toISOString().slice(0, 10),
          String(p.itemCount),
          'vendor_order',
        ];
      }
      if (batch.length < BATCH) return;
      const last = batch.at(-1)!;
      cursor = { createdAt: last.createdAt, id: last.id };
    }
  }
  Readable.from(rows())
    .on('error', (e) => csv.destroy(e))
    .pipe(csv);
  return csv;
}
