import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, readCart } from '@/shared/cart';
import { ids, makeCategory, makePublicProduct, toStorefrontCard } from '@/test/catalog-fixtures';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const pagination = (total: number, page = 1, pageSize = 12) => {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    currentPage: page,
    pageSize,
    totalItems: total,
    totalPages: pages,
    hasNextPage: page < pages,
    hasPrevPage: page > 1,
    total,
    pages,
  };
};

const tree = [
  {
    ...makeCategory({ _id: ids.electronics, name: 'Electronics', childrenCount: 1 }),
    children: [
      makeCategory({
        _id: ids.audio,
        name: 'Audio',
        parentCategory: { _id: ids.electronics, name: 'Electronics' },
      }),
    ],
  },
];

const lamp = makePublicProduct({ _id: 'p-lamp', title: 'Desk Lamp', price: 24.99, stock: 3 });
const mug = makePublicProduct({
  _id: 'p-mug',
  title: 'Blue Mug',
  price: 8,
  stock: 0,
  inStock: false,
  vendor: null,
});

describe('/product/:id', () => {
  it('shows the product, caps the quantity at the available stock and adds it to the cart', async () => {
    mockApi({ [`GET /api/products/${lamp._id}`]: ok(lamp) });
    const { user } = renderApp(`/product/${lamp._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk Lamp' })).toBeInTheDocument();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
    expect(screen.getByTestId('availability')).toHaveTextContent('Only 3 left');
    expect(screen.getByRole('link', { name: 'Demo Traders' })).toHaveAttribute(
      'href',
      `/shop/${lamp.vendor!._id}`,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      `/products?category=${ids.electronics}`,
    );
    expect(within(crumbs).getByRole('link', { name: 'Audio' })).toBeInTheDocument();

    const increase = screen.getByRole('button', { name: 'Increase quantity of Desk Lamp' });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByLabelText('Quantity of Desk Lamp')).toHaveValue(3);
    expect(increase).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 3 × Desk Lamp to your cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View cart' })).toBeInTheDocument();
    expect(readCart()).toEqual([
      expect.objectContaining({
        productId: 'p-lamp',
        quantity: 3,
        maxQuantity: 3,
        price: 24.99,
        title: 'Desk Lamp',
      }),
    ]);
    // Everything available is in the cart now: nothing more can be added.
    expect(screen.getByRole('button', { name: 'All available units are in your cart' })).toBeDisabled();
    expect(screen.getByText('3 already in your cart.')).toBeInTheDocument();
  });

  it('counts what the cart already holds', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ productId: 'p-lamp', quantity: 2, maxQuantity: 3 }]),
    );
    mockApi({ [`GET /api/products/${lamp._id}`]: ok(lamp) });
    const { user } = renderApp(`/product/${lamp._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Desk Lamp' });
    expect(screen.getByRole('button', { name: 'Increase quantity of Desk Lamp' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(readCart()[0]?.quantity).toBe(3));
  });

  it('says out of stock and offers nothing to add', async () => {
    mockApi({ [`GET /api/products/${mug._id}`]: ok(mug) });
    renderApp(`/product/${mug._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Blue Mug' });
    expect(screen.getByTestId('availability')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByText(/Sold by/)).toHaveTextContent('Sold by Marketplace');
  });

  it('shows a not-found page for a product buyers cannot see', async () => {
    mockApi({ 'GET /api/products/gone': fail(404, 'NOT_FOUND', 'Product not found') });
    renderApp('/product/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });
});

describe('/products', () => {
  it('searches with the header box and filters by category and price through the URL', async () => {
    const { fetchMock } = mockApi({
      'GET /api/products': ok({ products: [lamp, mug].map(toStorefrontCard), pagination: pagination(2) }),
      'GET /api/categories': ok(tree),
    });
    const { user, router } = renderApp('/');
    // The header's search box (the desktop one; a second one shows on small screens).
    const box = screen.getAllByLabelText('Search products')[0]!;
    await user.type(box, 'lamp');
    await user.click(within(box.closest('form')!).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “lamp”' })).toBeInTheDocument();
    // The list is there (with placeholders) before the search has answered: wait for the products.
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(await within(grid).findByRole('link', { name: 'Desk Lamp' })).toHaveAttribute(
      'href',
      '/product/p-lamp',
    );
    expect(within(grid).getByText('Only 3 left')).toBeInTheDocument();
    expect(within(grid).getByText('Out of stock')).toBeInTheDocument();
    // The card shows the card's thumbnail, described by the image's alt text.
    const card = toStorefrontCard(lamp);
    expect(card.thumbnail).toBeTruthy();
    expect(within(grid).getByRole('img', { name: 'Desk Lamp' })).toHaveAttribute('src', card.thumbnail!);
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');

    await user.selectOptions(screen.getByLabelText('Category'), ids.audio);
    // The price is added to the address the page last rendered: wait for the category to show.
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(ids.audio));
    await user.type(screen.getByLabelText('Minimum price'), '5');
    await user.type(screen.getByLabelText('Maximum price'), '50');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        search: 'lamp',
        category: ids.audio,
        minPrice: '5',
        maxPrice: '50',
      }),
    );
    await waitFor(() => {
      const last = fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .filter((u) => u.pathname === '/api/products' && u.searchParams.get('search'))
        .at(-1)!;
      expect(last.searchParams.get('category')).toBe(ids.audio);
      expect(last.searchParams.get('minPrice')).toBe('5');
      expect(last.searchParams.get('maxPrice')).toBe('50');
    });
  });

  it('says when nothing matches', async () => {
    mockApi({
      'GET /api/products': ok({ products: [], pagination: pagination(0) }),
      'GET /api/categories': ok(tree),
    });
    renderApp('/products?search=zebra');
    expect(await screen.findByText('No products found for “zebra”')).toBeInTheDocument();
  });
});

describe('/ (home)', () => {
  it('shows the categories and the featured and new products', async () => {
    mockApi({
      'GET /api/products': ok({ products: [toStorefrontCard(lamp)], pagination: pagination(1) }),
      'GET /api/categories': ok(tree),
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      `/products?category=${ids.electronics}`,
    );
    // Both lists show placeholders until their own request answers, in either order.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Featured products' })).toHaveTextContent('Desk Lamp'),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'New arrivals' })).toHaveTextContent('Desk Lamp'),
    );
  });
});

describe('/shop/:vendorId', () => {
  it("shows the shop's header and its products", async () => {
    const { fetchMock } = mockApi({
      [`GET /api/shops/${ids.vendor}`]: ok({
        _id: ids.vendor,
        businessName: 'Demo Traders',
        description: 'Everyday goods.',
        logo: null,
        city: 'Austin',
        state: 'TX',
        productCount: 1,
      }),
      'GET /api/products': ok({ products: [toStorefrontCard(lamp)], pagination: pagination(1) }),
    });
    renderApp(`/shop/${ids.vendor}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Traders' })).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Desk Lamp' })).toBeInTheDocument();
    const url = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname === '/api/products');
    expect(url?.searchParams.get('vendor')).toBe(ids.vendor);
  });
});
