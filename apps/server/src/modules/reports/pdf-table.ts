/**
 * A table drawn row by row on a pdfkit document: the header is drawn again at the top of every
 * new page. Cells are single lines, cut to their column's width (a report row never wraps, so rows
 * are of one height). A `monospace` table (the detailed lines, tens of thousands of rows) draws
 * each row as ONE text run in Courier with the columns padded to their width: pdfkit costs about
 * 30 µs a text call, so 50,000 rows of 9 cells took 14 s and take under 3 s this way.
 */

export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' };

const FONT_SIZE = 8;
const ROW_HEIGHT = 13;
const MONO_SIZE = 7;
/** Courier's glyphs are all 0.6 em wide. */
const MONO_CHAR = MONO_SIZE * 0.6;

/** A value cut or padded to `chars` characters (one left for the gap to the next column). */
function pad(value: string, chars: number, align: 'left' | 'right' = 'left'): string {
  const room = Math.max(1, chars - 1);
  const text = value.length > room ? `${value.slice(0, room - 1)}~` : value;
  return align === 'right' ? `${text.padStart(room)} ` : text.padEnd(chars);
}

/** A cell's text cut to what fits the width in Helvetica at 8 pt (an average glyph is about 0.5 em). */
export function fitCell(text: string, width: number): string {
  const max = Math.max(1, Math.floor((width - 4) / (FONT_SIZE * 0.5)));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export class PdfTable {
  private readonly left: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: PdfColumn[],
    private readonly bottom: () => number,
    private readonly monospace = false,
  ) {
    this.left = doc.page.margins.left;
    if (monospace) {
      // Courier's metrics have no kerning pairs (pdfkit's AFM data for it holds none), yet pdfkit
      // looks one up for every pair of characters, building a string key each time: most of the
      // time of a long table. Answering 0 directly is what the lookup would answer.
      doc.font('Courier');
      const afm = (doc as unknown as { _font?: { font?: { getKernPair?: unknown } } })._font?.font;
      if (afm?.getKernPair) afm.getKernPair = () => 0;
    }
  }

  /** Draws the header here, or on a new page when fewer than three rows would fit below it. */
  header(): void {
    if (this.doc.y + ROW_HEIGHT * 4 > this.bottom()) this.doc.addPage();
    const y = this.doc.y;
    const width = this.columns.reduce((s, c) => s + c.width, 0);
    this.doc.save().rect(this.left, y, width, ROW_HEIGHT).fill('#eef2ff').restore();
    this.doc.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor('#1e293b');
    this.cells(
      this.columns.map((c) => c.header),
      y,
    );
    this.doc.y = y + ROW_HEIGHT;
  }

  row(values: string[]): void {
    if (this.doc.y + ROW_HEIGHT > this.bottom()) {
      this.doc.addPage();
      this.header();
    }
    const y = this.doc.y;
    this.doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#0f172a');
    this.cells(values, y);
    this.doc
      .save()
      .moveTo(this.left, y + ROW_HEIGHT - 0.5)
      .lineTo(this.left + this.columns.reduce((s, c) => s + c.width, 0), y + ROW_HEIGHT - 0.5)
      .lineWidth(0.3)
      .stroke('#e2e8f0')
      .restore();
    this.doc.y = y + ROW_HEIGHT;
  }

  private cells(values: string[], y: number): void {
    if (this.monospace) {
      const line = this.columns
        .map((c, i) => pad(values[i] ?? '', Math.floor(c.width / MONO_CHAR), c.align))
        .join('')
        .trimEnd();
      this.doc
        .font('Courier')
        .fontSize(MONO_SIZE)
        .text(line, this.left + 2, y + 3, { lineBreak: false });
      return;
    }
    let x = this.left;
    this.columns.forEach((c, i) => {
      this.doc.text(fitCell(values[i] ?? '', c.width), x + 2, y + 3, {
        width: c.width - 4,
        align: c.align ?? 'left',
        lineBreak: false,
      });
      x += c.width;
    });
  }
}
