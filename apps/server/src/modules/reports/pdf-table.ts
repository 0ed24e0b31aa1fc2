/**
 * A table drawn row by row on a pdfkit document: the header is drawn again at the top of every
 * new page, and `onPage` runs for each page added (page numbers). Cells are single lines, cut to
 * their column's width (a report row never wraps, so rows are of one height and drawing is fast).
 */

export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' };

const FONT_SIZE = 8;
const ROW_HEIGHT = 13;

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
  ) {
    this.left = doc.page.margins.left;
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
