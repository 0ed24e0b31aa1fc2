import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteFallback } from './route-fallback';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<RouteFallback />);
}

describe('RouteFallback (first paint while a page loads)', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it.each(['/product/01a21134-0572-7607-88da-2e5fa17dcc9a', '/shop/v1', '/cart', '/no-such-page'])(
    'draws the store frame, not a spinner, on the storefront address %s',
    (path) => {
      const { container } = renderAt(path);
      expect(screen.getByText('Marketplace')).toBeInTheDocument();
      expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
    },
  );

  it.each(['/register', '/vendor/register'])('keeps the spinner on %s (outside the store frame)', (path) => {
    renderAt(path);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Marketplace')).toBeNull();
  });
});
