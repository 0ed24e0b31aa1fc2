import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { groupCartLines } from '@/shared/cart/cart-groups';
import {
  addToCart,
  type CartLine,
  clearCart,
  readCart,
  readCartCount,
  removeFromCart,
  setCartQuantity,
  subscribeToCart,
} from '@/shared/cart/cart-storage';
import type { Quote } from '@/shared/cart/quote';
import { mockApi, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const GREEN = { _id: 'vendor-green', businessName: 'Green Leaf Home' };
const PEAK = { _id: 'vendor-peak', businessName: 'Peak Outdoor Co.' };

const product = (productId: string, extra: Partial<Parameters<typeof addToCart>[0]> = {}) => ({
  productId,
  title: `Product ${productId}`,
  price: 10,
  image: null,
  vendor: null,
  ...extra,
});

function quoteFor(lines: { productId: string; quantity: number }[]): Quote {
  const catalogue: Record<
    string,
    { title: string; price: number; vendor: typeof GREEN | null; available: number; shipping: number }
  > = {
    coffee: { title: 'House Blend Coffee', price: 12.5, vendor: null, available: 20, shipping: 2 },
    throw: { title: 'Linen Throw', price: 40, vendor: GREEN, available: 3, shipping: 5 },
    tent: { title: 'Trail Tent', price: 120, vendor: PEAK, available: 1, shipping: 10 },
  };
  const items = lines
    .filter((l) => catalogue[l.productId])
    .map((l) => {
      const p = catalogue[l.productId]!;
      return {
        productId: l.productId,
        title: p.title,
        image: null,
        vendor: p.vendor,
        unitPrice: p.price,
        shipping: p.shipping,
        quantity: l.quantity,
        lineTotal: p.price * l.quantity,
        available: p.available,
      };
    });
  const sellers = [null, GREEN, PEAK]
    .map((vendor) => {
      const own = items.filter((i) => (i.vendor?._id ?? null) === (vendor?._id ?? null));
      return {
        vendor,
        name: vendor?.businessName ?? 'Marketplace',
        productIds: own.map((i) => i.productId),
        subtotal: own.reduce((s, i) => s + i.lineTotal, 0),
        shipping: Math.max(0, ...own.map((i) => i.shipping)),
      };
    })
    .filter((s) => s.productIds.length > 0);
  const subtotal = items.reduce((s, i) => s + i.lineTotal, 0);
  const shipping = sellers.reduce((s, x) => s + x.shipping, 0);
  const tax = Math.round(subtotal * 8) / 100;
  const problems = [
    ...items
      .filter((i) => i.quantity > i.available)
      .map((i) => ({
        productId: i.productId,
        title: i.title,
        message: `Only ${i.available} left of "${i.title}"`,
        available: i.available,
      })),
    ...lines
      .filter((l) => !catalogue[l.productId])
      .map((l) => ({
        productId: l.productId,
        title: 'A product',
        message: '"A product" is no longer available',
        available: 0,
      })),
  ];
  return {
    currency: 'USD',
    items,
    sellers,
    subtotal,
    shipping,
    tax,
    taxRate: 0.08,
    total: Math.round((subtotal + shipping + tax) * 100) / 100,
    deliverySpeed: 'standard',
    estimatedDelivery: '2025-11-26T00:00:00.000Z',
    problems,
  };
}

function mockQuote() {
  return mockApi({
    'POST /api/orders/quote': ({ body }) => ok(quoteFor((body as { items: CartLine[] }).items)),
  });
}

function storeCart(lines: CartLine[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
}

describe('cart storage', () => {
  it('adds products, merges repeated adds and caps them at the available stock', () => {
    expect(addToCart(product('a', { maxQuantity: 3 }), 2)).toBe(2);
    expect(addToCart(product('a', { maxQuantity: 3 }), 5)).toBe(3);
    expect(addToCart(product('b', { vendor: GREEN }))).toBe(1);
    expect(readCart()).toEqual([
      {
        productId: 'a',
        quantity: 3,
        title: 'Product a',
        price: 10,
        image: null,
        vendor: null,
        maxQuantity: 3,
      },
      { productId: 'b', quantity: 1, title: 'Product b', price: 10, image: null, vendor: GREEN },
    ]);
    expect(readCartCount()).toBe(4);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
  });

  it('adds nothing when nothing is in stock', () => {
    expect(addToCart(product('a', { maxQuantity: 0 }))).toBe(0);
    expect(readCart()).toEqual([]);
  });

  it('updates quantities within the cap, removes at zero, removes and clears', () => {
    addToCart(product('a', { maxQuantity: 5 }), 1);
    addToCart(product('b'), 1);
    setCartQuantity('a', 9);
    expect(readCart()[0]?.quantity).toBe(5);
    setCartQuantity('a', 2, 1);
    expect(readCart()[0]).toMatchObject({ quantity: 1, maxQuantity: 1 });
    setCartQuantity('b', 0);
    expect(readCart().map((l) => l.productId)).toEqual(['a']);
    removeFromCart('a');
    expect(readCart()).toEqual([]);
    addToCart(product('c'));
    clearCart();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('notifies subscribers of changes here and in other tabs, and survives bad data', () => {
    const listener = vi.fn();
    const stop = subscribeToCart(listener);
    addToCart(product('a'));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    localStorage.setItem('cart', '{nope');
    expect(readCart()).toEqual([]);
    storeCart([
      { productId: 'x', quantity: 2 },
      { productId: 'x', quantity: 1 },
      { productId: '', quantity: 1 },
    ]);
    expect(readCart()).toEqual([{ productId: 'x', quantity: 3 }]);
  });
});

describe('grouping by seller', () => {
  it('uses the stored sellers until the quote answers, marketplace first', () => {
    const groups = groupCartLines(
      [
        { productId: 'throw', quantity: 1, vendor: GREEN },
        { productId: 'coffee', quantity: 1, vendor: null },
      ],
      undefined,
    );
    expect(groups.map((g) => g.name)).toEqual(['Marketplace', 'Green Leaf Home']);
  });

  it('follows the quote: its sellers, stock caps, and a group for what cannot be sold', () => {
    const lines = [
      { productId: 'tent', quantity: 2 },
      { productId: 'coffee', quantity: 1 },
      { productId: 'gone', quantity: 1 },
    ];
    const groups = groupCartLines(lines, quoteFor(lines));
    expect(groups.map((g) => g.name)).toEqual(['Marketplace', 'Peak Outdoor Co.', 'Unavailable items']);
    expect(groups[1]?.lines[0]).toMatchObject({ maxQuantity: 1, title: 'Trail Tent' });
    expect(groups[1]?.lines[0]?.problem?.message).toBe('Only 1 left of "Trail Tent"');
    expect(groups[2]?.unavailable).toBe(true);
  });
});

describe('/cart', () => {
  it('shows an empty cart with a link to the products', async () => {
    mockApi({});
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('groups the lines by seller with the quote figures and a summary', async () => {
    storeCart([
      { productId: 'throw', quantity: 2 },
      { productId: 'coffee', quantity: 2 },
      { productId: 'tent', quantity: 1 },
    ]);
    const { calls } = mockQuote();
    renderApp('/cart');
    const green = await screen.findByRole('region', { name: 'Sold by Green Leaf Home' });
    const marketplace = screen.getByRole('region', { name: 'Sold by Marketplace' });
    expect(within(marketplace).getByRole('link', { name: 'House Blend Coffee' })).toHaveAttribute(
      'href',
      '/product/coffee',
    );
    expect(within(marketplace).getByText('$25.00')).toBeInTheDocument();
    expect(within(green).getByText('Linen Throw')).toBeInTheDocument();
    expect(within(green).getByText(/Items \$80\.00 · Shipping \$5\.00/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sold by Peak Outdoor Co.' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^Sold by/ })).toHaveLength(3);

    const totals = screen.getByLabelText('Order totals');
    expect(totals).toHaveTextContent('Subtotal$225.00');
    expect(totals).toHaveTextContent('Shipping$17.00');
    expect(totals).toHaveTextContent('Tax (8%)$18.00');
    expect(totals).toHaveTextContent('Total$260.00');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(calls.find((c) => c.path === '/api/orders/quote')?.body).toEqual({
      items: [
        { productId: 'throw', quantity: 2 },
        { productId: 'coffee', quantity: 2 },
        { productId: 'tent', quantity: 1 },
      ],
      deliverySpeed: 'standard',
    });
  });

  it('caps the steppers at the available stock and updates the header count', async () => {
    storeCart([{ productId: 'throw', quantity: 2 }]);
    mockQuote();
    const { user } = renderApp('/cart');
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Linen Throw' });
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await user.click(plus);
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Increase quantity of Linen Throw' })).toBeDisabled(),
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Linen Throw' })).toHaveValue(3);
    // Typing more than the stock is capped too.
    const box = screen.getByRole('spinbutton', { name: 'Quantity of Linen Throw' });
    await user.clear(box);
    await user.type(box, '9{Enter}');
    expect(box).toHaveValue(3);
    expect(readCart()[0]?.quantity).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Linen Throw' }));
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('shows the quote problems on their lines and blocks checkout until they are fixed', async () => {
    storeCart([
      { productId: 'tent', quantity: 3 },
      { productId: 'gone', quantity: 1, title: 'Old Lamp' },
    ]);
    mockQuote();
    const { user } = renderApp('/cart');
    expect(await screen.findByText('Only 1 left of "Trail Tent"')).toBeInTheDocument();
    expect(screen.getByText('"A product" is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unavailable items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change to 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove A product' }));
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument();
    expect(readCart()).toEqual([{ productId: 'tent', quantity: 1, maxQuantity: 1 }]);
  });

  it('follows a change made in another tab', async () => {
    storeCart([{ productId: 'coffee', quantity: 1 }]);
    mockQuote();
    renderApp('/cart');
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    act(() => {
      storeCart([{ productId: 'coffee', quantity: 4 }]);
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });
});
