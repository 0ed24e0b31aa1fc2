import { describe, expect, it } from 'vitest';
import { checkImportHeader, parseImportRow } from './import-rows.js';

describe('import rows', () => {
  it('needs SKU and one editable column, and knows only the export columns', () => {
    expect(checkImportHeader(['SKU', 'Current'])).toEqual([]);
    expect(checkImportHeader(['Current', 'Colour', 'Current'])).toEqual([
      { row: 1, column: 'Colour', message: 'Unknown column "Colour"' },
      { row: 1, column: 'Current', message: 'Column "Current" appears twice' },
      { row: 1, column: 'SKU', message: 'The SKU column is required' },
    ]);
  });
  it('reads whole numbers, leaves blanks unchanged, reports row and column', () => {
    expect(parseImportRow(2, { SKU: ' A-1 ', Current: '12', Threshold: '' })).toEqual({
      value: { row: 2, sku: 'A-1', current: 12 },
      errors: [],
    });
    expect(parseImportRow(3, { SKU: '', Current: '1.5', 'Reorder Point': '=1+1' })).toEqual({
      value: null,
      errors: [
        { row: 3, column: 'SKU', message: 'SKU is required' },
        { row: 3, column: 'Current', message: 'Current must be a whole number, 0 or more' },
        { row: 3, column: 'Reorder Point', message: 'Reorder Point must be a whole number, 0 or more' },
      ],
    });
  });
});
