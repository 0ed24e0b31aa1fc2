import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider, useLocation } from 'react-router';
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

/** The setter the list page last rendered (what a debounced search box keeps). */
let setParams: ((next: URLSearchParams) => void) | undefined;
function List() {
  const [, set] = useLatestSearchParams();
  setParams = set;
  return <Link to="/admin/inquiries/INQ-1">View Details</Link>;
}

describe('useLatestSearchParams while the user leaves the page', () => {
  it('drops an update that lands while a followed link is loading its page, and the link wins', async () => {
    let finishLoading: () => void = () => {};
    const loaded = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    const router = createMemoryRouter(
      [
        { path: '/admin/inquiries', element: <List /> },
        {
          path: '/admin/inquiries/:id',
          lazy: async () => {
            await loaded;
            return { element: <p>Detail</p> };
          },
        },
      ],
      { initialEntries: ['/admin/inquiries'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByText('View Details'));
    expect(router.state.navigation.state).toBe('loading');
    // The debounced search lands now: before this fix it replaced the navigation with the list.
    act(() => setParams?.(new URLSearchParams({ search: 'parcel' })));
    finishLoading();
    await screen.findByText('Detail');
    expect(router.state.location.pathname).toBe('/admin/inquiries/INQ-1');
    expect(router.state.location.search).toBe('');
  });

  it('still applies updates on the page itself', () => {
    const router = createMemoryRouter([{ path: '/admin/inquiries', element: <List /> }], {
      initialEntries: ['/admin/inquiries'],
    });
    render(<RouterProvider router={router} />);
    act(() => setParams?.(new URLSearchParams({ search: 'parcel' })));
    expect(router.state.location.search).toBe('?search=parcel');
  });
});
