import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTORY_STATUSES } from './constants.js';
import { listedStatuses } from './list-filter.js';

describe('listedStatuses', () => {
  it('keeps every status when no filter is set', () => {
    expect(listedStatuses({})).toBeUndefined();
  });

  it('narrows by the status and the flags together', () => {
    expect(listedStatuses({ status: 'in_stock' })).toEqual(['in_stock']);
    expect(listedStatuses({ lowStock: true })).toEqual(['low_stock']);
    expect(listedStatuses({ outOfStock: true, status: 'out_of_stock' })).toEqual(['out_of_stock']);
    expect(listedStatuses({ lowStock: true, outOfStock: true })).toEqual([]);
    expect(listedStatuses({ status: 'discontinued', lowStock: true })).toEqual([]);
  });

  it('keeps exactly the statuses an item passing every filter can have', () => {
    const status = fc.option(fc.constantFrom(...INVENTORY_STATUSES), { nil: undefined });
    const flag = fc.option(fc.boolean(), { nil: undefined });
    fc.assert(
      fc.property(status, flag, flag, fc.constantFrom(...INVENTORY_STATUSES), (s, low, out, item) => {
        const passes =
          (!s || item === s) && (!low || item === 'low_stock') && (!out || item === 'out_of_stock');
        const kept = listedStatuses({ status: s, lowStock: low, outOfStock: out });
        expect(kept === undefined ? true : kept.includes(item)).toBe(passes);
      }),
    );
  });
});
