import { describe, expect, it } from 'vitest';
import { withFilters } from './use-url-filters';

describe('withFilters', () => {
  it('sets the changed keys, drops empty ones and keeps the others', () => {
    const next = withFilters(new URLSearchParams('status=pending&search=old&sort=name'), {
      search: 'mug',
      status: undefined,
    });
    expect(next.get('search')).toBe('mug');
    expect(next.has('status')).toBe(false);
    expect(next.get('sort')).toBe('name');
  });

  it('goes back to page 1 on any change but the page itself', () => {
    expect(withFilters(new URLSearchParams('page=3&status=paid'), { status: 'shipped' }).has('page')).toBe(
      false,
    );
    expect(withFilters(new URLSearchParams('page=3&status=paid'), { page: '4' }).get('page')).toBe('4');
  });

  it('does not change the parameters it was given', () => {
    const params = new URLSearchParams('search=a');
    withFilters(params, { search: 'b' });
    expect(params.get('search')).toBe('a');
  });
});
