import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiToken, DEMO } from './api';
import { demoVendorId } from './vendor-orders';

/** Inquiry journeys: the demo customer asks the demo vendor. */

type ListedProduct = { _id: string; title: string; vendor: { _id: string; businessName: string } | null };

/** A product of the demo vendor visible to buyers (`offset` spreads journeys over products). */
export async function demoVendorProduct(request: APIRequestContext, offset = 0): Promise<ListedProduct> {
  const vendorId = await demoVendorId(request);
  const res = await request.get(`/api/products?vendor=${vendorId}&limit=60`);
  expect(res.status(), await res.text()).toBe(200);
  const { products } = (await res.json()).data as { products: ListedProduct[] };
  const own = products.filter((p) => p.vendor?._id === vendorId);
  expect(own.length).toBeGreaterThan(0);
  return own[offset % own.length]!;
}

/** Opens an inquiry as the demo customer through the API; returns its number (INQ-...). */
export async function openInquiryViaApi(
  request: APIRequestContext,
  { productId, subject, message }: { productId: string; subject: string; message: string },
): Promise<string> {
  const token = await apiToken(request, 'customer', DEMO.customer);
  const res = await request.post('/api/inquiries', {
    headers: { Authorization: `Bearer ${token}` },
    data: { relatedProduct: productId, subject, category: 'shipping', message },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.inquiry.inquiryId as string;
}

/** A second browser window (its own storage, so its own session). */
export async function newWindow(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  return context.newPage();
}
