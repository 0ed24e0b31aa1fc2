import { describe, expect, it } from 'vitest';
import { listQueryFrom, tabFrom } from './inventory-url';

const params = (query: string) => new URLSearchParams(query);

describe('inventory address', () => {
  it('reads the tab, Overview when absent or unknown', () => {
    expect(tabFrom(params(''))).toBe('overview');
    expect(tabFrom(params('tab=alerts'))).toBe('alerts');
    expect(tabFrom(params('tab=secret'))).toBe('overview');
  });

  it('reads the list query with the defaults of spec 001 for missing or unknown values', () => {
    expect(listQueryFrom(params(''), 1)).toEqual({
      page: 1,
      search: undefined,
      status: undefined,
      sortBy: 'lastStockUpdate',
      sortOrder: 'desc',
    });
    expect(
      listQueryFrom(params('search=%20lamp%20&status=out_of_stock&sortBy=product.name&sortOrder=asc'), 3),
    ).toEqual({ page: 3, search: 'lamp', status: 'out_of_stock', sortBy: 'product.name', sortOrder: 'asc' });
    expect(listQueryFrom(params('status=gone&sortBy=price&sortOrder=up&search=%20'), 1)).toEqual({
      page: 1,
      search: undefined,
      status: undefined,
      sortBy: 'lastStockUpdate',
      sortOrder: 'desc',
    });
  });
});
