import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, DEMO } from '../support/api';
import { snap } from '../support/screenshots';
import { expect, test } from '../support/test';
import { demoVendorId } from '../support/vendor-orders';

/**
 * Issue 35 item 2: every route at 390 x 844, as the role that uses it, without sideways scrolling.
 * The journey visits each route, waits for its page to settle, saves a screenshot, measures the
 * document's width against the window's, and fails listing every route that scrolls sideways.
 */

test.use({ viewport: { width: 390, height: 844 } });

type Role = 'guest' | 'customer' | 'vendor' | 'admin';
const TOKEN_KEY = { customer: 'token', vendor: 'vendorToken', admin: 'adminToken' } as const;

/** The first `key` of the first object in any array of the reply's data (lists differ in their names). */
function firstId(data: unknown, key = '_id'): string {
  const seen: unknown[] = [data];
  while (seen.length > 0) {
    const value = seen.shift();
    if (Array.isArray(value)) {
      const hit = value.find((v) => v && typeof v === 'object' && key in v) as
        | Record<string, unknown>
        | undefined;
      if (hit) return String(hit[key]);
      seen.push(...value);
    } else if (value && typeof value === 'object') {
      seen.push(...Object.values(value));
    }
  }
  throw new Error(`no ${key} in ${JSON.stringify(data).slice(0, 300)}`);
}

async function getData(request: APIRequestContext, url: string, token?: string) {
  const res = await request.get(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()).data as unknown;
}

/** How many CSS pixels the page is wider than the window (0 when nothing scrolls sideways). */
async function overflow(page: Page): Promise<{ px: number; culprit: string | null }> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const px = Math.max(doc.scrollWidth, document.body.scrollWidth) - window.innerWidth;
    let culprit: string | null = null;
    if (px > 0) {
      // The widest element reaching past the right edge, named for the report.
      let widest = 0;
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (
          r.right > window.innerWidth + 1 &&
          r.width > widest &&
          getComputedStyle(el).position !== 'fixed'
        ) {
          widest = r.width;
          const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4).join('.') : '';
          culprit = `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} (${Math.round(r.width)} px wide, right ${Math.round(r.right)})`;
        }
      }
    }
    return { px, culprit };
  });
}

test('every route fits a 390 px phone without sideways scrolling', async ({ page, request }) => {
  test.setTimeout(600_000);
  const tokens = {
    customer: await apiToken(request, 'customer', DEMO.customer),
    vendor: await apiToken(request, 'vendor', DEMO.vendor),
    admin: await apiToken(request, 'admin', DEMO.admin),
  };
  const vendorId = await demoVendorId(request);
  const vendorProduct = firstId(await getData(request, `/api/products?vendor=${vendorId}&limit=1`));
  const ownProduct = firstId(await getData(request, '/api/admin/products?limit=1', tokens.admin));
  const myOrder = firstId(await getData(request, '/api/orders/user/my-orders?limit=1', tokens.customer));
  const myOrderNumber = firstId(
    await getData(request, '/api/orders/user/my-orders?limit=1', tokens.customer),
    'orderNumber',
  );
  const myInquiry = firstId(await getData(request, '/api/inquiries?limit=1', tokens.customer));
  const vendorInquiry = firstId(await getData(request, '/api/vendors/inquiries?limit=1', tokens.vendor));
  const vendorPart = firstId(await getData(request, '/api/vendors/orders?limit=1', tokens.vendor));
  const vendorCustomer = firstId(
    await getData(request, '/api/vendors/customers?limit=1', tokens.vendor),
    'id',
  );
  const application = firstId(
    await getData(request, '/api/admin/vendor-applications?limit=1', tokens.admin),
    'applicationId',
  );
  const adminVendor = firstId(await getData(request, '/api/admin/vendors?limit=1', tokens.admin));
  const adminOrder = firstId(await getData(request, '/api/admin/orders?limit=1', tokens.admin));
  const adminInquiry = firstId(await getData(request, '/api/admin/inquiries?limit=1', tokens.admin));
  // The demo vendor's first payout comes with the server's first scheduled run, a minute after its start.
  let vendorPayout = '';
  await expect
    .poll(
      async () => {
        const data = (await getData(request, '/api/vendors/payouts?limit=1', tokens.vendor)) as {
          payouts: unknown[];
        };
        vendorPayout = data.payouts.length > 0 ? firstId(data.payouts) : '';
        return vendorPayout !== '';
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);

  const routes: [Role, string][] = [
    ['guest', '/'],
    ['guest', '/products'],
    ['guest', `/product/${vendorProduct}`],
    ['guest', `/shop/${vendorId}`],
    ['guest', '/cart'],
    ['guest', '/contact'],
    ['guest', '/faq'],
    ['guest', '/help'],
    ['guest', '/track-order'],
    ['guest', `/track-order/${myOrderNumber}`],
    ['guest', '/login'],
    ['guest', '/register'],
    ['guest', '/forgot-password'],
    ['guest', '/no-such-page'],
    ['guest', '/vendor/login'],
    ['guest', '/vendor/register'],
    ['guest', '/vendor/application-status'],
    ['guest', '/vendor/forgot-password'],
    ['guest', '/admin/login'],
    ['guest', '/admin/forgot-password'],
    ['customer', '/'],
    ['customer', '/products'],
    ['customer', '/checkout'],
    ['customer', '/my-orders'],
    ['customer', `/order-confirmation/${myOrder}`],
    ['customer', '/account/inquiries'],
    ['customer', `/account/inquiries/${myInquiry}`],
    ['vendor', '/vendor/dashboard'],
    ['vendor', '/vendor/products'],
    ['vendor', '/vendor/products/add'],
    ['vendor', '/vendor/products/bulk'],
    ['vendor', `/vendor/products/${vendorProduct}/edit`],
    ['vendor', `/vendor/products/${vendorProduct}/analytics`],
    ['vendor', '/vendor/categories'],
    ['vendor', '/vendor/orders'],
    ['vendor', '/vendor/orders/analytics'],
    ['vendor', '/vendor/orders/manage'],
    ['vendor', '/vendor/orders/forwarded'],
    ['vendor', `/order/${vendorPart}`],
    ['vendor', '/vendor/commissions'],
    ['vendor', '/vendor/payouts'],
    ['vendor', `/vendor/payouts/${vendorPayout}`],
    ['vendor', '/vendor/analytics'],
    ['vendor', '/vendor/analytics/sales'],
    ['vendor', '/vendor/analytics/customers'],
    ['vendor', '/vendor/analytics/products'],
    ['vendor', '/vendor/analytics/financial'],
    ['vendor', '/vendor/analytics/trends'],
    ['vendor', '/vendor/profile'],
    ['vendor', '/vendor/customers'],
    ['vendor', `/vendor/customers/${vendorCustomer}`],
    ['vendor', '/vendor/inquiries'],
    ['vendor', `/vendor/inquiries/${vendorInquiry}`],
    ['vendor', '/vendor/inventory'],
    ['vendor', '/vendor/performance'],
    ['vendor', '/vendor/reports'],
    ['vendor', '/vendor/activity'],
    ['vendor', '/vendor/no-such-page'],
    ['admin', '/admin/dashboard'],
    ['admin', '/admin/vendor-applications'],
    ['admin', `/admin/vendor-applications/${application}`],
    ['admin', '/admin/vendors'],
    ['admin', `/admin/vendors/${adminVendor}/commissions`],
    ['admin', '/admin/products'],
    ['admin', '/admin/products/marketplace'],
    ['admin', '/admin/listing-review'],
    ['admin', `/admin/products/${ownProduct}`],
    ['admin', '/admin/products/add'],
    ['admin', `/admin/products/${ownProduct}/edit`],
    ['admin', '/admin/categories'],
    ['admin', '/admin/orders'],
    ['admin', `/admin/orders/${adminOrder}`],
    ['admin', '/admin/payouts'],
    ['admin', '/admin/reconciliation'],
    ['admin', '/admin/inquiries'],
    ['admin', `/admin/inquiries/${adminInquiry}`],
    ['admin', '/admin/settings'],
    ['admin', '/admin/audit'],
    ['admin', '/admin/no-such-page'],
  ];

  const wide: string[] = [];
  let signedInAs: Role | null = null;
  for (const [role, path] of routes) {
    if (role !== signedInAs) {
      await page.goto('/');
      await page.evaluate(
        ({ key, token }) => {
          localStorage.clear();
          sessionStorage.clear();
          if (key && token) localStorage.setItem(key, token);
        },
        { key: role === 'guest' ? null : TOKEN_KEY[role], token: role === 'guest' ? null : tokens[role] },
      );
      signedInAs = role;
    }
    await page.goto(path);
    // Not 'networkidle': pages with live updates keep an event stream open.
    await page.waitForLoadState('load');
    await page
      .locator('main, [role="main"]')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    // Skeletons give way to the page; charts draw after their data.
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForTimeout(800);
    const slug = `${role}${path.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-+$/, '');
    await snap(page, `phone-${slug}`);
    const { px, culprit } = await overflow(page);
    if (px > 0) wide.push(`${role} ${path}: ${px} px too wide; widest: ${culprit}`);
  }
  expect(wide, `routes that scroll sideways at 390 px:\n${wide.join('\n')}`).toEqual([]);
});
