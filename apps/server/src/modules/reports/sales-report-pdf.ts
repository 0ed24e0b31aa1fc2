import type { Readable } from 'node:stream';
import { statusLabel } from '@market/domain';
import PDFDocument from 'pdfkit';
import { type PdfColumn, PdfTable } from './pdf-table.js';
import type { SalesReport, SalesReportLine } from './sales-report.service.js';

/**
 * The report as a PDF (pdfkit), written as it is read: title, vendor, filters, period, the four
 * cards, the daily sales drawn as a vector line chart, sales by category, then the table of the
 * report type with its header repeated on every page, and a page number at the foot of each page.
 * Pages are not buffered: each is flushed to the stream once the next begins, and the writer
 * waits while the reader is behind, so a report of any length is never held whole.
 */

const MARGIN = 40;
const FOOTER = 24;
/** Bytes the document may hold unread before the writer waits for the reader. */
const HIGH_WATER = 1 << 20;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (n: number | null) => (n === null ? 'N/A' : usd.format(n));
const signed = (percent: number | null) =>
  percent === null ? 'N/A' : `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
const TYPE_TITLES = {
  summary: 'Summary',
  detailed: 'Detailed',
  products: 'Products',
  customers: 'Customers',
  trends: 'Trends',
} as const;

function filtersText(r: SalesReport): string {
  const f = r.filters;
  const amount =
    f.minAmount === null && f.maxAmount === null
      ? 'any amount'
      : `amount ${f.minAmount === null ? 'up to' : `from ${money(f.minAmount)}`}${
          f.maxAmount === null ? '' : ` ${f.minAmount === null ? '' : 'to '}${money(f.maxAmount)}`
        }`;
  return `Report type: ${TYPE_TITLES[r.reportType]} · Category: ${f.categoryName ?? 'All categories'} · Order status: ${f.status === 'all' ? 'All' : statusLabel('order', f.status)} · ${amount}`;
}

function heading(doc: PDFKit.PDFDocument, r: SalesReport, vendor: string) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0f172a').text('Sales Report', MARGIN, MARGIN);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#334155').text(vendor, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#475569');
  const p = r.period;
  doc.text(
    `Period: ${p.startDate} to ${p.endDate} (${p.days} days${p.timeRange ? `, last ${p.timeRange} days` : ''})`,
    { width },
  );
  doc.text(filtersText(r), { width });
  doc.moveDown(0.8);
}

function cards(doc: PDFKit.PDFDocument, r: SalesReport) {
  const gap = 10;
  const width = (doc.page.width - 2 * MARGIN - 3 * gap) / 4;
  const y = doc.y;
  const s = r.summary;
  const items: [string, string][] = [
    ['Total Sales', money(s.totalSales)],
    ['Orders Count', String(s.ordersCount)],
    ['Average Order', money(s.averageOrder)],
    ['Units Sold', String(s.unitsSold)],
  ];
  items.forEach(([label, value], i) => {
    const x = MARGIN + i * (width + gap);
    doc.save().roundedRect(x, y, width, 46, 4).lineWidth(0.8).stroke('#cbd5e1').restore();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#64748b')
      .text(label, x + 8, y + 8, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#0f172a')
      .text(value, x + 8, y + 22, { width: width - 16, lineBreak: false });
  });
  doc.x = MARGIN;
  doc.y = y + 60;
}

/** Daily sales as a line over a grid, with the axes labelled (vector graphics, no image). */
function chart(doc: PDFKit.PDFDocument, r: SalesReport) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#0f172a').text('Daily Sales', MARGIN, doc.y);
  const top = doc.y + 6;
  const left = MARGIN + 56;
  const plotW = width - 56;
  const plotH = 130;
  const max = Math.max(...r.dailySales.map((d) => d.sales), 0);
  const ceiling = max > 0 ? max * 1.1 : 1;
  doc.font('Helvetica').fontSize(7).fillColor('#64748b');
  for (let g = 0; g <= 4; g++) {
    const y = top + plotH - (plotH * g) / 4;
    doc
      .save()
      .moveTo(left, y)
      .lineTo(left + plotW, y)
      .lineWidth(0.4)
      .stroke('#e2e8f0')
      .restore();
    doc.text(money((ceiling * g) / 4), MARGIN, y - 3, { width: 52, align: 'right', lineBreak: false });
  }
  const n = r.dailySales.length;
  const xOf = (i: number) => left + (n > 1 ? (plotW * i) / (n - 1) : plotW / 2);
  const yOf = (v: number) => top + plotH - (plotH * v) / ceiling;
  if (n > 0) {
    doc.save().lineWidth(1.4).strokeColor('#4f46e5');
    r.dailySales.forEach((d, i) => {
      if (i === 0) doc.moveTo(xOf(i), yOf(d.sales));
      else doc.lineTo(xOf(i), yOf(d.sales));
    });
    doc.stroke().restore();
    const ticks = n === 1 ? [0] : [0, Math.floor((n - 1) / 2), n - 1];
    for (const i of ticks) {
      // The first label starts at the axis, the last ends at it, the middle one is centred.
      const edge = i === 0 && n > 1 ? 'left' : i === n - 1 && n > 1 ? 'right' : 'center';
      const x = edge === 'left' ? xOf(i) : edge === 'right' ? xOf(i) - 60 : xOf(i) - 30;
      doc.text(r.dailySales[i]!.date, x, top + plotH + 4, { width: 60, align: edge, lineBreak: false });
    }
  }
  if (max === 0)
    doc
      .fontSize(9)
      .text('No sales in this period.', left, top + plotH / 2 - 5, { width: plotW, align: 'center' });
  doc.x = MARGIN;
  doc.y = top + plotH + 22;
}

type Section = { title: string; columns: PdfColumn[] };
const mono = (chars: number) => chars * 4.2 + 0.1;

const COLUMNS: Record<SalesReport['reportType'], Section> = {
  summary: {
    title: 'Daily Sales',
    columns: [
      { header: 'Date', width: 140 },
      { header: 'Sales', width: 140, align: 'right' },
      { header: 'Orders', width: 115, align: 'right' },
      { header: 'Units', width: 115, align: 'right' },
    ],
  },
  products: {
    title: 'Product Sales Performance',
    columns: [
      { header: 'Product', width: 165 },
      { header: 'Category', width: 90 },
      { header: 'Units Sold', width: 55, align: 'right' },
      { header: 'Revenue', width: 75, align: 'right' },
      { header: 'Avg. Price', width: 70, align: 'right' },
      { header: 'Growth', width: 60, align: 'right' },
    ],
  },
  customers: {
    title: 'Top Customers',
    columns: [
      { header: 'Customer', width: 105 },
      { header: 'Email', width: 150 },
      { header: 'Orders', width: 45, align: 'right' },
      { header: 'Total Spent', width: 75, align: 'right' },
      { header: 'Avg. Order', width: 70, align: 'right' },
      { header: 'Last Order', width: 70, align: 'right' },
    ],
  },
  trends: {
    title: 'Sales Trends',
    columns: [
      { header: 'Comparison', width: 95 },
      { header: 'Now', width: 130 },
      { header: 'Sales now', width: 70, align: 'right' },
      { header: 'Sales before', width: 70, align: 'right' },
      { header: 'Change', width: 55, align: 'right' },
      { header: 'Orders now / before', width: 95, align: 'right' },
    ],
  },
  // Monospaced (Courier 7 pt, 4.2 pt a character): widths of whole characters, gap included.
  detailed: {
    title: 'Order Lines',
    columns: [
      { header: 'Order', width: mono(22) },
      { header: 'Date', width: mono(11) },
      { header: 'Customer', width: mono(16) },
      { header: 'Product', width: mono(22) },
      { header: 'Category', width: mono(12) },
      { header: 'Status', width: mono(11) },
      { header: 'Qty', width: mono(4), align: 'right' },
      { header: 'Unit Price', width: mono(11), align: 'right' },
      { header: 'Total', width: mono(11), align: 'right' },
    ],
  },
};

function typeRows(r: SalesReport): string[][] {
  switch (r.reportType) {
    case 'products':
      return (r.productSales ?? []).map((p) => [
        p.name,
        p.category ?? 'No category',
        String(p.unitsSold),
        money(p.revenue),
        money(p.averagePrice),
        signed(p.growth === null ? null : p.growth * 100),
      ]);
    case 'customers':
      return (r.topCustomers ?? []).map((c) => [
        c.name,
        c.email,
        String(c.ordersCount),
        money(c.totalSpent),
        money(c.averageOrder),
        c.lastOrder.slice(0, 10),
      ]);
    case 'trends':
      return (r.salesTrends ?? []).map((t) => [
        t.label,
        `${t.current.startDate} to ${t.current.endDate}`,
        money(t.current.sales),
        money(t.previous.sales),
        signed(t.salesChange),
        `${t.current.orders} / ${t.previous.orders}`,
      ]);
    case 'summary':
      return r.dailySales.map((d) => [d.date, money(d.sales), String(d.orders), String(d.units)]);
    default:
      return [];
  }
}

const lineCells = (l: SalesReportLine) => [
  l.orderNumber,
  l.date.slice(0, 10),
  l.customerName,
  l.product,
  l.category ?? 'No category',
  statusLabel('order', l.status),
  String(l.quantity),
  money(l.unitPrice).replace('$', ''),
  money(l.total).replace('$', ''),
];

async function write(
  doc: PDFKit.PDFDocument,
  r: SalesReport,
  vendor: string,
  lines: AsyncIterable<SalesReportLine[]> | null,
) {
  const bottom = () => doc.page.height - MARGIN - FOOTER;
  heading(doc, r, vendor);
  cards(doc, r);
  chart(doc, r);

  const title = (text: string) => {
    if (doc.y + 60 > bottom()) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#0f172a').text(text, MARGIN, doc.y);
    doc.moveDown(0.3);
  };
  title('Sales by Category');
  const categories = new PdfTable(
    doc,
    [
      { header: 'Category', width: 255 },
      { header: 'Sales', width: 130, align: 'right' },
      { header: 'Share', width: 130, align: 'right' },
    ],
    bottom,
  );
  categories.header();
  const total = r.categorySales.reduce((s, c) => s + c.value, 0);
  if (r.categorySales.length === 0) categories.row(['No sales in this period.', '', '']);
  for (const c of r.categorySales)
    categories.row([c.name, money(c.value), total > 0 ? `${Math.round((c.value / total) * 100)}%` : 'N/A']);
  doc.moveDown(1);

  const section = COLUMNS[r.reportType];
  title(section.title);
  const table = new PdfTable(doc, section.columns, bottom, r.reportType === 'detailed');
  table.header();
  if (r.reportType === 'detailed' && lines) {
    let any = false;
    for await (const batch of lines) {
      for (const l of batch) table.row(lineCells(l));
      any ||= batch.length > 0;
      while (doc.readableLength > HIGH_WATER && !doc.destroyed) await new Promise((ok) => setTimeout(ok, 5));
      if (doc.destroyed) return;
    }
    if (!any) table.row(['No order lines in this period.']);
  } else {
    const rows = typeRows(r);
    if (rows.length === 0) table.row(['Nothing to show for this period.']);
    for (const row of rows) table.row(row);
  }
}

export function salesReportPdf(
  r: SalesReport,
  vendor: string,
  lines: AsyncIterable<SalesReportLine[]> | null,
): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: `Sales Report - ${vendor}`, Author: vendor, Creator: 'Marketplace' },
  });
  let page = 0;
  const footer = () => {
    page += 1;
    const y = doc.page.height - MARGIN - 10;
    const { x: keepX, y: keepY } = doc;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#64748b')
      .text(`${vendor} · Sales Report`, MARGIN, y, { lineBreak: false })
      .text(`Page ${page}`, MARGIN, y, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
    doc.x = keepX;
    doc.y = keepY;
  };
  footer();
  doc.on('pageAdded', () => {
    footer();
    doc.x = MARGIN;
    doc.y = MARGIN;
  });
  write(doc, r, vendor, lines).then(
    () => doc.end(),
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
}
