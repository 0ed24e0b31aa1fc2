import { statusLabel } from '@market/domain';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import { safeCsvCell } from '../../lib/csv-cell.js';
import type { getPayoutStatement } from './payouts-read.service.js';

type Statement = Awaited<ReturnType<typeof getPayoutStatement>>;

const day = (iso: string) => iso.slice(0, 10);

/** The statement as CSV: one row per settled line, then the total, which equals the payout. */
export function statementCsv(s: Statement): string {
  const rows = s.lines.map((l) => [
    day(l.occurredAt),
    day(l.availableAt),
    safeCsvCell(l.description),
    l.orderNumber ?? '',
    l.amount.toFixed(2),
  ]);
  rows.push(['', '', 'Total paid out', '', s.total.toFixed(2)]);
  return stringify(rows, {
    header: true,
    columns: ['Date', 'Available from', 'Description', 'Order', `Amount (${s.currency})`],
    bom: true,
  });
}

/** The statement as a PDF (pdfkit): the payout's facts, every line, the total. */
export function statementPdf(s: Statement): Promise<Buffer> {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: s.currency });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Payout statement ${s.payout._id}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text('Payout statement');
  doc.moveDown(0.5).fontSize(10);
  doc.text(`Vendor: ${s.payout.businessName}`);
  doc.text(`Payout date: ${day(s.payout.createdAt)} · Status: ${statusLabel('payout', s.payout.status)}`);
  if (s.payout.reference) doc.text(`Bank reference: ${s.payout.reference}`);
  doc.text(`Covers earnings available up to ${s.payout.cutoffAt.replace('T', ' ').slice(0, 16)} UTC`);
  doc.moveDown();
  const cols = [40, 110, 190, 430];
  const header = (y: number) => {
    doc.font('Helvetica-Bold');
    doc.text('Date', cols[0]!, y).text('Available', cols[1]!, y).text('Description', cols[2]!, y);
    doc.text('Amount', cols[3]!, y, { width: 115, align: 'right' });
    doc.font('Helvetica');
  };
  header(doc.y);
  doc.moveDown(0.5);
  for (const l of s.lines) {
    if (doc.y > 760) {
      doc.addPage();
      header(40);
      doc.moveDown(0.5);
    }
    const y = doc.y;
    doc.text(day(l.occurredAt), cols[0]!, y).text(day(l.availableAt), cols[1]!, y);
    doc.text(l.description, cols[2]!, y, { width: 235 });
    const after = doc.y;
    doc.text(money.format(l.amount), cols[3]!, y, { width: 115, align: 'right' });
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Total paid out: ${money.format(s.total)}`, cols[0]!, doc.y);
  doc.end();
  return done;
}
