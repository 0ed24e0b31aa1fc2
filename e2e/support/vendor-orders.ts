import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, DEMO, signInAsVendor, uniqueEmail } from './api';

/** Vendor order journeys: a guest's order from the demo vendor, placed through the API. */

export const DEMO_VENDOR_NAME = 'Demo Traders';

type ListedProduct = {
  _id: string;
  title: string;
  price: number;
  stock: number;
  vendor: { _id: string; businessName: string } | null;
};

export type PlacedOrder = {
  orderId: string;
  customerName: string;
  orderNumber: string;
  email: string;
  productTitle: string;
};

/** The demo vendor's id, from the storefront list (`vendor.businessName`). */
export async function demoVendorId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/products?limit=60');
  expect(res.status(), await res.text()).toBe(200);
  const { products } = (await res.json()).data as { products: ListedProduct[] };
  const vendor = products.find((p) => p.vendor?.businessName === DEMO_VENDOR_NAME)?.vendor;
  expect(vendor, `a product of ${DEMO_VENDOR_NAME}`).toBeTruthy();
  return vendor!._id;
}

/**
 * A guest buys one product of the demo vendor: GET /api/products?vendor=, POST /api/orders/quote,
 * POST /api/orders with the quoted total. `offset` spreads parallel journeys over products.
 */
export async function placeDemoVendorOrder(
  request: APIRequestContext,
  { offset = 0, customerName = 'Olive Orders' }: { offset?: number; customerName?: string } = {},
): Promise<PlacedOrder> {
  const vendorId = await demoVendorId(request);
  const res = await request.get(`/api/products?vendor=${vendorId}&limit=60`);
  expect(res.status(), await res.text()).toBe(200);
  const { products } = (await res.json()).data as { products: ListedProduct[] };
  const buyable = products.filter((p) => p.vendor?._id === vendorId && p.stock >= 5 && p.price > 0);
  expect(buyable.length, `products of ${DEMO_VENDOR_NAME} in stock`).toBeGreaterThan(0);
  const product = buyable[offset % buyable.length]!;

  const quote = await request.post('/api/orders/quote', {
    data: { items: [{ productId: product._id, quantity: 1 }] },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const priced = (await quote.json()).data as {
    total: number;
    problems: unknown[];
    items: { productId: string; unitPrice: number }[];
  };
  expect(priced.problems).toEqual([]);

  const email = uniqueEmail('vendor-orders');
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      customer: { name: customerName, email, phone: '555-0142' },
      shippingAddress: {
        street: '42 Market Street',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'United States',
      },
      items: priced.items.map((i) => ({ productId: i.productId, quantity: 1, price: i.unitPrice })),
      payment: { method: 'cod', amount: priced.total },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data.order as { _id: string; orderNumber: string };
  return {
    orderId: order._id,
    customerName,
    orderNumber: order.orderNumber,
    email,
    productTitle: product.title,
  };
}

/** The demo vendor's bearer token (for looking things up beside the UI). */
export function demoVendorToken(request: APIRequestContext): Promise<string> {
  return apiToken(request, 'vendor', DEMO.vendor);
}

/** A month of GET /api/admin/vendors/:id/commissions. */
export type CommissionMonth = {
  year: number;
  month: number;
  monthName: string;
  status: string;
  pendingAmountToAdmin: number;
};

export type VendorPart = {
  _id: string;
  orderNumber: string;
  status: string;
  commissionAmount: number;
  tracking: { trackingNumber: string | null; carrier: string | null };
};

/** The vendor's part of an order, found by its number (GET /api/vendors/orders?search=). */
export async function vendorPart(
  request: APIRequestContext,
  token: string,
  orderNumber: string,
): Promise<VendorPart> {
  const res = await request.get(`/api/vendors/orders?search=${encodeURIComponent(orderNumber)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const orders = (await res.json()).data.orders as VendorPart[];
  const part = orders.find((o) => o.orderNumber === orderNumber);
  expect(part, `the vendor part of ${orderNumber}`).toBeTruthy();
  return part!;
}

/** Moves the vendor's part along through the API (accept, then the given statuses). */
export async function advancePart(
  request: APIRequestContext,
  token: string,
  partId: string,
  statuses: string[],
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const accepted = await request.put(`/api/vendors/orders/${partId}/respond`, {
    headers,
    data: { action: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  for (const status of statuses) {
    // Shipping needs a tracking number and a carrier (decision 0032).
    const data =
      status === 'shipped' ? { status, trackingInfo: `1ZAPI${Date.now()}`, carrier: 'UPS' } : { status };
    const res = await request.put(`/api/vendors/orders/${partId}/status`, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** This month's commission total of the demo vendor, in cents. */
export async function monthCommissionCents(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/vendors/orders/commissions?period=month', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Math.round((await res.json()).data.summary.totalCommission * 100);
}

/** Money as every screen shows it (`formatMoney`): `$1,234.50`. */
export function money(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Signs the demo vendor in through the sign-in page and waits for the dashboard. */
export async function signInDemoVendor(page: Page): Promise<void> {
  await signInAsVendor(page);
  await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO_VENDOR_NAME}!` })).toBeVisible();
}

/** The card (role group) of one order on the card and forwarded screens. */
export function orderCard(page: Page, orderNumber: string) {
  return page.getByRole('group', { name: `Order ${orderNumber}` });
}
