import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './use-latest-search-params';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/vendor/orders?page=2']}>{children}</MemoryRouter>
);

function useUnderTest() {
  return { params: useLatestSearchParams(), location: useLocation() };
}

describe('useLatestSearchParams', () => {
  it('keeps both of two updates made before the page re-renders', () => {
    const { result } = renderHook(useUnderTest, { wrapper });
    act(() => {
      const [, setParams] = result.current.params;
      setParams((prev) => {
        prev.set('status', 'shipped');
        prev.delete('page');
        return prev;
      });
      setParams((prev) => {
        prev.set('search', 'carl');
        return prev;
      });
    });
    expect(result.current.location.search).toBe('?status=shipped&search=carl');
  });

  it('gives a setter kept from an earlier render (a debounced search) the newest parameters', () => {
    const { result } = renderHook(useUnderTest, { wrapper });
    const [, kept] = result.current.params;
    act(() =>
      result.current.params[1](
        (prev) => new URLSearchParams({ ...Object.fromEntries(prev), status: 'pending' }),
      ),
    );
    act(() =>
      kept((prev) => {
        prev.set('search', 'carl');
        return prev;
      }),
    );
    expect(result.current.location.search).toBe('?page=2&status=pending&search=carl');
    expect(result.current.params[0].get('status')).toBe('pending');
  });
});
