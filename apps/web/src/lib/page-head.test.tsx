import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, useMetaDescription, useServerHeadCleanup } from './page-head';

/** What the server writes for a product page (decision 0015). */
function serverHead() {
  document.head.innerHTML = `
    <title data-seo>Sencha · Marketplace</title>
    <meta name="description" content="Steamed leaves." data-seo />
    <link rel="canonical" href="https://shop.example.com/product/1" data-seo />
    <meta property="og:title" content="Sencha · Marketplace" data-seo />
    <script type="application/ld+json" data-seo>{"@type":"Product"}</script>
    <meta name="viewport" content="width=device-width" />`;
}

const description = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));

function Shell() {
  useServerHeadCleanup();
  return (
    <nav>
      <Link to="/">Home</Link>
      <Link to="/product/2">Matcha</Link>
      <Link to="/product/1">Sencha</Link>
    </nav>
  );
}

function ProductPage({ text }: { text: string }) {
  useMetaDescription(text);
  return <h1>{text}</h1>;
}

function App() {
  return (
    <MemoryRouter initialEntries={['/product/1']}>
      <Shell />
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/product/1" element={<ProductPage text="Steamed leaves." />} />
        <Route path="/product/2" element={<ProductPage text="Stone-ground powder." />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('the head on client-side navigation', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("keeps the server's tags on the page it sent, and drops them once the buyer moves on", async () => {
    serverHead();
    render(<App />);
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    expect(description()).toEqual(['Steamed leaves.']);

    await userEvent.click(screen.getByRole('link', { name: 'Matcha' }));
    expect(await screen.findByRole('heading', { name: 'Stone-ground powder.' })).toBeTruthy();
    expect(document.head.querySelectorAll('[data-seo]')).toHaveLength(0);
    // One description, the new page's; the viewport (not the server's) stays.
    expect(description()).toEqual(['Stone-ground powder.']);
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();

    await act(() => userEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(description()).toEqual([DEFAULT_DESCRIPTION]);
  });

  it("puts index.html's description back when the first page had the server's own and the next has none", async () => {
    serverHead();
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Shell />
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="*" element={<h1>Not found</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(description()).toEqual(['Steamed leaves.']);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(description()).toEqual([DEFAULT_DESCRIPTION]);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
