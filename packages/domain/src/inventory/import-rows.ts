import { INVENTORY_CSV_COLUMNS, INVENTORY_IMPORT_EDITABLE } from './constants.js';
import type { ImportRowError } from './schemas.js';

export type ImportRow = {
  /** Row number in the file, the header being row 1. */
  row: number;
  sku: string;
  current?: number;
  threshold?: number;
  reorderPoint?: number;
  reorderQuantity?: number;
};

const FIELD: Record<(typeof INVENTORY_IMPORT_EDITABLE)[number], keyof ImportRow> = {
  Current: 'current',
  Threshold: 'threshold',
  'Reorder Point': 'reorderPoint',
  'Reorder Quantity': 'reorderQuantity',
};
const KNOWN = new Set<string>(INVENTORY_CSV_COLUMNS);

/** Checks the header: SKU required, every column one of the export's. */
export function checkImportHeader(header: string[]): ImportRowError[] {
  const errors: ImportRowError[] = [];
  const seen = new Set<string>();
  for (const h of header) {
    if (!KNOWN.has(h)) errors.push({ row: 1, column: h, message: `Unknown column "${h}"` });
    else if (seen.has(h)) errors.push({ row: 1, column: h, message: `Column "${h}" appears twice` });
    seen.add(h);
  }
  if (!seen.has('SKU')) errors.push({ row: 1, column: 'SKU', message: 'The SKU column is required' });
  if (!INVENTORY_IMPORT_EDITABLE.some((c) => seen.has(c)))
    errors.push({
      row: 1,
      column: 'Current',
      message: 'At least one of Current, Threshold, Reorder Point, Reorder Quantity is required',
    });
  return errors;
}

/**
 * Reads one data row (cells by header). Blank editable cells leave the value unchanged; the other
 * export columns (Product, Reserved, Available, Status, Value) are read-only and ignored.
 */
export function parseImportRow(
  row: number,
  cells: Record<string, string>,
): { value: ImportRow | null; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const sku = (cells.SKU ?? '').trim();
  if (!sku) errors.push({ row, column: 'SKU', message: 'SKU is required' });
  else if (sku.length > 100) errors.push({ row, column: 'SKU', message: 'SKU is at most 100 characters' });
  const value: ImportRow = { row, sku };
  for (const column of INVENTORY_IMPORT_EDITABLE) {
    const raw = (cells[column] ?? '').trim();
    if (raw === '') continue;
    if (!/^\d{1,9}$/.test(raw)) {
      errors.push({ row, column, message: `${column} must be a whole number, 0 or more` });
      continue;
    }
    (value as Record<string, unknown>)[FIELD[column]] = Number(raw);
  }
  return { value: errors.length ? null : value, errors };
}
