import fs from 'node:fs/promises';
import {
  checkImportHeader,
  type ImportRow,
  type ImportRowError,
  INVENTORY_CSV_COLUMNS,
  INVENTORY_IMPORT_MAX_ROWS,
  INVENTORY_MESSAGES as M,
  parseImportRow,
} from '@market/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../context.js';
import { safeCsvCell } from '../../lib/csv-cell.js';
import { AppError } from '../../lib/errors.js';
import { changeStock, type LedgerChange, type LevelChange, lockOwnedItems } from '../inventory/index.js';
import { allItems, itemsForImport } from './inventory.queries.js';

type Who = { ctx: AppContext; vendorId: string };

/** The vendor's inventory as CSV (csv-stringify; text cells guarded against formula injection). */
export async function exportInventoryCsv(opts: Who): Promise<string> {
  const items = await allItems(opts.ctx.db, opts.vendorId);
  return stringify(
    items.map((i) => [
      safeCsvCell(i.sku),
      safeCsvCell(i.title),
      i.currentStock,
      i.reservedStock,
      i.currentStock - i.reservedStock,
      i.lowStockThreshold,
      i.reorderPoint,
      i.reorderQuantity,
      i.stockStatus,
      (Number(i.valueMinor) / 100).toFixed(2),
    ]),
    { header: true, columns: [...INVENTORY_CSV_COLUMNS] },
  );
}

function invalid(rows: ImportRowError[]): AppError {
  const shown = rows.slice(0, 1000);
  return new AppError(
    400,
    'IMPORT_INVALID',
    M.importInvalid(rows.length),
    shown.map((r) => ({ path: `row ${r.row}: ${r.column}`, message: r.message })),
    undefined,
    { rows: shown },
  );
}

/** A data row as read: its SKU (checked against the vendor's products even when a cell is malformed) and its value when every cell reads. */
type ReadRow = { row: number; sku: string; value: ImportRow | null };

/**
 * Reads and checks the whole file's format: every row with its format problems (row, column,
 * message). A file that cannot be read as rows (not CSV, no rows, too many, a bad header) is
 * refused at once; otherwise the rows' SKUs are still checked, so one report lists every problem.
 */
async function readRows(
  file: string,
): Promise<{ header: string[]; rows: ReadRow[]; errors: ImportRowError[] }> {
  let records: string[][];
  try {
    records = parse(await fs.readFile(file), { bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw invalid([{ row: line, column: '', message: `The file is not valid CSV: ${error.message}` }]);
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw invalid([{ row: 1, column: '', message: 'The file has no rows' }]);
  if (data.length > INVENTORY_IMPORT_MAX_ROWS)
    throw invalid([{ row: 1, column: '', message: `At most ${INVENTORY_IMPORT_MAX_ROWS} rows per file` }]);
  const errors = checkImportHeader(header);
  if (errors.length) throw invalid(errors);
  const rows = data.map((cells, i): ReadRow => {
    const parsed = parseImportRow(i + 2, Object.fromEntries(header.map((h, c) => [h, cells[c] ?? ''])));
    errors.push(...parsed.errors);
    // A missing or too long SKU is already reported; it matches nothing, so it is not looked up.
    const skuRefused = parsed.errors.some((e) => e.column === 'SKU');
    const sku = skuRefused ? '' : (cells[header.indexOf('SKU')] ?? '').trim();
    return { row: i + 2, sku, value: parsed.value };
  });
  return { header, rows, errors };
}

/** Every problem in file order: by row, then by the column's place in the header (the whole row first). */
function inFileOrder(header: string[], errors: ImportRowError[]): ImportRowError[] {
  const place = (column: string) => (column === '' ? -1 : header.indexOf(column));
  return [...errors].sort((a, b) => a.row - b.row || place(a.column) - place(b.column));
}

/**
 * Imports a CSV by SKU: the whole file is checked first (SKUs of the vendor's own products, once
 * each, whole numbers, current stock not below reserved units); any problem answers the row
 * report and changes nothing. A good file applies in one transaction with one `import` movement per
 * item whose stock changed.
 */
export async function importInventoryCsv(opts: Who & { userId: string; file: string }) {
  const { ctx, vendorId, userId } = opts;
  const started = performance.now();
  const { header, rows: read, errors } = await readRows(opts.file);
  const items = await itemsForImport(ctx.db, vendorId);
  const bySku = new Map<string, (typeof items)[number][]>();
  for (const i of items) bySku.set(i.sku.toLowerCase(), [...(bySku.get(i.sku.toLowerCase()) ?? []), i]);
  const seen = new Map<string, number>();
  const plan: Array<{ row: ImportRow; item: (typeof items)[number] }> = [];
  const rows = read.flatMap((r) => (r.value ? [r.value] : []));
  for (const row of read) {
    if (!row.sku) continue;
    const key = row.sku.toLowerCase();
    const matches = bySku.get(key) ?? [];
    if (seen.has(key)) {
      errors.push({
        row: row.row,
        column: 'SKU',
        message: `SKU ${row.sku} already appears on row ${seen.get(key)}`,
      });
      continue;
    }
    seen.set(key, row.row);
    if (matches.length === 0) {
      errors.push({
        row: row.row,
        column: 'SKU',
        message: `Unknown SKU ${row.sku}: not one of your products`,
      });
      continue;
    }
    if (matches.length > 1) {
      errors.push({
        row: row.row,
        column: 'SKU',
        message: `SKU ${row.sku} matches more than one of your products`,
      });
      continue;
    }
    const item = matches[0]!;
    // A row with a malformed cell has nothing more to check.
    if (!row.value) continue;
    if (row.value.current !== undefined && row.value.current < item.reservedStock) {
      errors.push({ row: row.row, column: 'Current', message: M.belowReserved(item.reservedStock) });
      continue;
    }
    plan.push({ row: row.value, item });
  }
  if (errors.length) throw invalid(inFileOrder(header, errors));

  const at = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const locked = new Map(
      (
        await lockOwnedItems(
          tx,
          vendorId,
          plan.map((p) => p.item.id),
        )
      ).map((i) => [i.id, i]),
    );
    const stock: LedgerChange[] = [];
    const levels: LevelChange[] = [];
    const lateErrors: ImportRowError[] = [];
    for (const { row, item } of plan) {
      const now = locked.get(item.id);
      if (!now) {
        lateErrors.push({
          row: row.row,
          column: 'SKU',
          message: `Unknown SKU ${row.sku}: not one of your products`,
        });
        continue;
      }
      if (row.current !== undefined && row.current !== now.currentStock) {
        // Reserved units may have grown since the check: checked again under the lock.
        if (row.current < now.reservedStock) {
          lateErrors.push({ row: row.row, column: 'Current', message: M.belowReserved(now.reservedStock) });
          continue;
        }
        stock.push({
          item: now,
          type: 'import',
          currentAfter: row.current,
          reservedAfter: now.reservedStock,
          quantity: row.current - now.currentStock,
          reason: 'CSV import',
          actorId: userId,
          at,
        });
      }
      const level: LevelChange = { id: item.id };
      if (row.threshold !== undefined && row.threshold !== item.lowStockThreshold)
        level.lowStockThreshold = row.threshold;
      if (row.reorderPoint !== undefined && row.reorderPoint !== item.reorderPoint)
        level.reorderPoint = row.reorderPoint;
      if (row.reorderQuantity !== undefined && row.reorderQuantity !== item.reorderQuantity)
        level.reorderQuantity = row.reorderQuantity;
      if (Object.keys(level).length > 1) levels.push(level);
    }
    if (lateErrors.length) throw invalid(lateErrors);
    const touched = new Set([...stock.map((s) => s.item.id), ...levels.map((l) => l.id)]);
    await changeStock(tx, {
      kind: 'set',
      changes: stock,
      levels,
      refresh: [...touched].map((id) => locked.get(id)!),
      at,
    });
    return touched.size;
  });
  return {
    rows: rows.length,
    changed,
    unchanged: rows.length - changed,
    durationMs: Math.round(performance.now() - started),
  };
}
