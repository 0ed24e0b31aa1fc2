import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { snap } from './screenshots';

/** A product as the storefront list gives it (GET /api/products). */
export type ShopProduct = {
  _id: string;
  title: string;
  price: number;
  stock: number;
  image: string | null;
  vendor: { _id: string; businessName: string } | null;
};

/** The stored cart line the cart feature reads from localStorage `cart`. */
type CartLine = {
  productId: string;
  quantity: number;
  title: string;
  price: number;
  image: string | null;
  vendor: { _id: string; businessName: string } | null;
  maxQuantity: number;
};

/**
 * Products to buy: the marketplace's own (vendor null) and those of `vendorCount` different
 * vendors, each with enough stock for parallel journeys, every one accepted by the quote.
 * `offset` spreads journeys over different products so they do not compete for the same units.
 */
export async function pickProducts(
  request: APIRequestContext,
  { marketplace, vendorCount, offset = 0 }: { marketplace: boolean; vendorCount: number; offset?: number },
): Promise<{ own: ShopProduct | null; vendors: ShopProduct[] }> {
  const all: ShopProduct[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await request.get(`/api/products?limit=60&page=${page}`);
    expect(res.status(), `GET /api/products: ${await res.text()}`).toBe(200);
    const body = (await res.json()) as {
      data: { products: ShopProduct[]; pagination: { hasNextPage: boolean } };
    };
    all.push(...body.data.products);
    if (!body.data.pagination.hasNextPage) break;
  }
  const buyable = all.filter((p) => p.stock >= 5 && p.price > 0);
  const owns = buyable.filter((p) => p.vendor === null);
  const own = marketplace ? (owns[offset % Math.max(1, owns.length)] ?? null) : null;
  if (marketplace) expect(own, 'a marketplace product with stock').not.toBeNull();

  const byVendor = new Map<string, ShopProduct[]>();
  for (const p of buyable) {
    if (!p.vendor) continue;
    byVendor.set(p.vendor._id, [...(byVendor.get(p.vendor._id) ?? []), p]);
  }
  const vendorIds = [...byVendor.keys()];
  expect(vendorIds.length, 'vendors with products in stock').toBeGreaterThanOrEqual(vendorCount);
  const vendors: ShopProduct[] = [];
  for (let i = 0; i < vendorCount; i++) {
    const list = byVendor.get(vendorIds[(offset + i) % vendorIds.length]!)!;
    vendors.push(list[offset % list.length]!);
  }

  const chosen = [...(own ? [own] : []), ...vendors];
  const quote = await request.post('/api/orders/quote', {
    data: { items: chosen.map((p) => ({ productId: p._id, quantity: 1 })) },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  expect((await quote.json()).data.problems).toEqual([]);
  return { own, vendors };
}

/** Puts products in the cart as the product page's "Add to cart" would (localStorage `cart`). */
export async function seedCart(page: Page, products: ShopProduct[]): Promise<void> {
  const lines: CartLine[] = products.map((p) => ({
    productId: p._id,
    quantity: 1,
    title: p.title,
    price: p.price,
    image: p.image,
    vendor: p.vendor,
    maxQuantity: p.stock,
  }));
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(lines));
}

/** The seller name the cart and checkout show for a product. */
export function sellerName(product: ShopProduct): string {
  return product.vendor?.businessName ?? 'Marketplace';
}

export type CheckoutDetails = {
  name?: string;
  email?: string;
  phone?: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
};

/** Fills the checkout form's contact and address fields (fields left undefined are kept as prefilled). */
export async function fillCheckout(page: Page, details: CheckoutDetails): Promise<void> {
  const fill = async (label: string, value: string | undefined) => {
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value);
  };
  await fill('Full name', details.name);
  await fill('Email', details.email);
  await fill('Phone', details.phone);
  await fill('Street address', details.street);
  await fill('City', details.city);
  await fill('State', details.state);
  await fill('ZIP code', details.zipCode);
}

/** Signs a customer in through the /login page and waits for the header to show them. */
export async function signInAsCustomer(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Parses "$1,234.50" into 1234.5. */
export function money(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.-]/g, ''));
}

/**
 * A full-page screenshot while a modal is open: the modal is fixed to the viewport, so the
 * viewport grows to the modal's height first (and is put back afterwards).
 */
export async function snapWithModal(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  const height = await page.evaluate(() => {
    const panels = [...document.querySelectorAll<HTMLElement>('[data-modal-panel]')];
    return Math.max(0, ...panels.map((p) => p.scrollHeight));
  });
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height + 80) });
  await snap(page, name);
  await page.setViewportSize(size);
}
