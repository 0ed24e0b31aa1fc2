import type { Readable } from 'node:stream';
import { dayIn, type SalesReportExportQuery, salesReportFileName } from '@market/domain';
import type { AppContext } from '../../context.js';
import { lineDto, loadSalesReport, reportScope, type SalesReportLine } from './sales-report.service.js';
import { salesReportCsv } from './sales-report-csv.js';
import { lineBatch, vendorName } from './sales-report-lines.queries.js';
import { salesReportPdf } from './sales-report-pdf.js';

/** Lines read per statement while exporting. */
export const EXPORT_BATCH = 2000;

/**
 * `GET /vendors/reports/sales/export`: exactly the report on screen as CSV or PDF, streamed. The
 * figures are read first (a failure there is an error answer); the detailed lines are read in
 * batches of 2,000 with a (placed at, item) cursor while the file is written.
 */
export async function exportSalesReport(opts: {
  ctx: AppContext;
  vendorId: string;
  query: SalesReportExportQuery;
}): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  const { ctx, vendorId } = opts;
  const { format, _t, ...filters } = opts.query;
  const [report, vendor] = await Promise.all([
    loadSalesReport({ ctx, vendorId, filters, productLimit: null }),
    vendorName(ctx.db, vendorId),
  ]);
  const scope = reportScope(ctx, vendorId, filters);
  const { startDate: from, endDate: to } = report.period;
  async function* lines(): AsyncGenerator<SalesReportLine[]> {
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const rows = await lineBatch(ctx.db, scope, from, to, after, EXPORT_BATCH);
      if (rows.length === 0) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor_at, id: last.item_id };
      yield rows.map(lineDto);
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  const detailed = report.reportType === 'detailed' ? lines() : null;
  const fileName = salesReportFileName(dayIn(ctx.config.timeZone, ctx.clock.now()), format);
  return format === 'pdf'
    ? { stream: salesReportPdf(report, vendor, detailed), fileName, contentType: 'application/pdf' }
    : { stream: salesReportCsv(report, detailed), fileName, contentType: 'text/csv; charset=utf-8' };
}
