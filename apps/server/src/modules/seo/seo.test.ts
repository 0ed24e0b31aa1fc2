import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productViewsDaily } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { apiCategory, apiProduct, makeImage } from '../catalog/testing.js';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const BASE = 'https://shop.example.com';

/** The built index.html's shape: default title and description, then the bundle's tags. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Marketplace: shop from independent sellers, or sell your own products." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Marketplace</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Parses XML strictly (throws on anything not well-formed) and returns the text of every <loc>, and the root. */
function parseXml(xml: string): { root: string; locs: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const locs: string[] = [];
  let root = '';
  let inLoc = false;
  parser.on('opentag', (tag) => {
    if (!root) root = `${tag.uri} ${tag.local}`;
    inLoc = tag.local === 'loc';
    if (inLoc) locs.push('');
  });
  parser.on('text', (text) => {
    if (inLoc) locs[locs.length - 1] += text;
  });
  parser.on('closetag', () => {
    inLoc = false;
  });
  parser.write(xml).close();
  return { root, locs };
}

/** The <head> of an HTML page as the browser parses it. */
function headOf(html: string) {
  const doc = parse(html);
  const elements: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) elements.push(node);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(doc);
  const head = elements.find((e) => e.tagName === 'head')!;
  const inHead: Element[] = [];
  const walkHead = (node: Node) => {
    if ('tagName' in node && node !== head) inHead.push(node);
    if ('childNodes' in node) for (const child of node.childNodes) walkHead(child);
  };
  walkHead(head);
  const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;
  const text = (e: Element) =>
    e.childNodes.map((c) => ('value' in c && c.nodeName === '#text' ? c.value : '')).join('');
  const metas = (key: 'name' | 'property', value: string) =>
    inHead.filter((e) => e.tagName === 'meta' && attr(e, key) === value).map((e) => attr(e, 'content'));
  return {
    tags: inHead.map((e) => e.tagName),
    titles: inHead.filter((e) => e.tagName === 'title').map(text),
    description: metas('name', 'description'),
    meta: (property: string) => metas('property', property),
    robots: metas('name', 'robots'),
    links: (rel: string) =>
      inHead
        .filter((e) => e.tagName === 'link' && attr(e, 'rel') === rel)
        .map((e) => ({
          href: attr(e, 'href'),
          as: attr(e, 'as'),
        })),
    scripts: inHead
      .filter((e) => e.tagName === 'script')
      .map((e) => ({ type: attr(e, 'type'), text: text(e) })),
    jsonLd: () =>
      inHead
        .filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json')
        .map((e) => JSON.parse(text(e))),
  };
}

describe('found by search engines: robots.txt, the sitemap and storefront page heads', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const t = useTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: `${BASE}/`, SITEMAP_PAGE_SIZE: '2' } });
  let w: Awaited<ReturnType<typeof world>>;

  const HOSTILE = `</title><script>alert("x")</script><!-- & 'quoted' </script>`;

  const world = async () => {
    const app = t().app;
    const admin = await signedIn(app, 'admin');
    const shop = await signedIn(app, 'vendor', { businessName: 'Tea House' });
    const pending = await signedIn(app, 'vendor', {
      businessName: 'Not Yet Approved',
      verificationStatus: 'pending',
    });
    const drinks = await apiCategory(app, admin.token, { name: 'Food & Beverages', admin: true });
    const tea = await apiCategory(app, admin.token, { name: 'Tea', parentCategory: drinks, admin: true });
    const sencha = await apiProduct(
      app,
      shop.token,
      {
        title: 'Organic Sencha Green Tea',
        description: 'Steamed Japanese leaves with a grassy sweetness. Brew at 70 degrees for a minute.',
        price: '12.5',
        stock: '30',
        brand: 'Uji Leaf',
        mainCategory: drinks,
        subCategory: tea,
        metaTitle: 'Sencha Green Tea, 100 g',
      },
      {
        files: [
          { field: 'images', filename: 'side.png', content: await makeImage() },
          { field: 'images', filename: 'front.png', content: await makeImage() },
        ],
      },
    );
    const hostile = await createProduct(app, { vendorId: shop.vendorId!, title: HOSTILE, stock: 0 });
    const house = await createProduct(app, { vendorId: null, title: 'Marketplace Mug', price: 8 });
    const inactive = await createProduct(app, { vendorId: shop.vendorId!, status: 'inactive' });
    const unapproved = await createProduct(app, { vendorId: pending.vendorId! });
    const deleted = await createProduct(app, { vendorId: shop.vendorId! });
    const del = await call(app, 'DELETE', `/api/vendors/products/${deleted.id}`, { token: shop.token });
    expect(del.statusCode).toBe(200);
    return { app, admin, shop, pending, drinks, tea, sencha, hostile, house, inactive, unapproved, deleted };
  };

  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const get = (url: string) => t().app.inject({ method: 'GET', url });

  it('robots.txt keeps crawlers out of the portals, accounts, checkout and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/vendor', '/admin', '/account', '/checkout', '/api'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    // The storefront stays open: nothing disallowed is a prefix of a product, shop or category page.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const open of [`/product/${w.sencha._id}`, `/shop/${w.shop.vendorId}`, '/products?category=x', '/'])
      expect(disallowed.some((d) => open.startsWith(d))).toBe(false);
  });

  it('sitemap.xml is an index of files of at most SITEMAP_PAGE_SIZE addresses, listing only what buyers can see', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    const parsed = parseXml(index.body);
    expect(parsed.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex');
    // 2 fixed pages + 2 categories = 2 files; 1 approved shop = 1; 3 visible products = 2 (page size 2).
    expect(parsed.locs).toEqual([
      `${BASE}/sitemaps/pages-1.xml`,
      `${BASE}/sitemaps/pages-2.xml`,
      `${BASE}/sitemaps/shops-1.xml`,
      `${BASE}/sitemaps/products-1.xml`,
      `${BASE}/sitemaps/products-2.xml`,
    ]);

    const all: string[] = [];
    for (const loc of parsed.locs) {
      const file = await get(loc.slice(BASE.length));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
      const urls = parseXml(file.body);
      expect(urls.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
      expect(urls.locs.length).toBeGreaterThan(0);
      expect(urls.locs.length).toBeLessThanOrEqual(2);
      all.push(...urls.locs);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((u) => u.startsWith(`${BASE}/product/`)).sort()).toEqual(
      [w.sencha._id, w.hostile.id, w.house.id].map((id) => `${BASE}/product/${id}`).sort(),
    );
    for (const hidden of [w.inactive.id, w.unapproved.id, w.deleted.id])
      expect(all.join('\n')).not.toContain(hidden);
    expect(all.filter((u) => u.startsWith(`${BASE}/shop/`))).toEqual([`${BASE}/shop/${w.shop.vendorId}`]);
    expect(all.filter((u) => u.includes('?category=')).sort()).toEqual(
      [w.drinks, w.tea].map((id) => `${BASE}/products?category=${id}`).sort(),
    );
    expect(all).toEqual(expect.arrayContaining([`${BASE}/`, `${BASE}/products`]));
  });

  it('a sitemap file past the end, or with a made-up name, is a 404', async () => {
    for (const url of [
      '/sitemaps/products-3.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/orders-1.xml',
      '/sitemaps/pages-1.xml.bak',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("a product page's HTML carries its title, description, canonical URL, Open Graph, LCP preload and Product JSON-LD", async () => {
    const res = await get(`/product/${w.sencha._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = headOf(res.body);
    const url = `${BASE}/product/${w.sencha._id}`;
    expect(head.titles).toEqual(['Sencha Green Tea, 100 g · Marketplace']);
    expect(head.description).toEqual([w.sencha.metaDescription]);
    expect(w.sencha.metaDescription).toContain('Steamed Japanese leaves');
    expect(head.links('canonical')).toEqual([{ href: url, as: undefined }]);
    expect(head.meta('og:type')).toEqual(['product']);
    expect(head.meta('og:title')).toEqual(['Sencha Green Tea, 100 g · Marketplace']);
    expect(head.meta('og:url')).toEqual([url]);
    const primary = w.sencha.images.find((i) => i.isPrimary)!;
    expect(head.meta('og:image')).toEqual([`${BASE}${primary.displayUrl}`]);
    expect(head.meta('product:price:amount')).toEqual(['12.50']);
    // The gallery's main image, the same URL the page's <img> asks for.
    expect(head.links('preload')).toEqual([{ href: w.sencha.image, as: 'image' }]);
    expect(w.sencha.image).toBe(primary.displayUrl);
    // The preload comes before the bundle's script, so the image is fetched at once.
    expect(head.tags.indexOf('link')).toBeLessThan(head.tags.lastIndexOf('script'));
    expect(head.robots).toEqual([]);

    const [ld] = head.jsonLd();
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Organic Sencha Green Tea',
      url,
      brand: { '@type': 'Brand', name: 'Uji Leaf' },
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Tea House', url: `${BASE}/shop/${w.shop.vendorId}` },
      },
    });
    expect(ld.image).toHaveLength(2);
    expect(ld.image[0]).toBe(`${BASE}${primary.displayUrl}`);
    // Sent compressed to a browser that accepts it, like every text reply.
    const gz = await t().app.inject({
      url: `/product/${w.sencha._id}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(res.body);
    expect(gz.headers.vary).toBe('accept-encoding');
    const br = await t().app.inject({
      url: `/product/${w.sencha._id}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
    const refused = await t().app.inject({
      url: `/product/${w.sencha._id}`,
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(res.body);
    // The app still loads as before.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('a hostile product title stays text: no tag gets into the head, and the JSON-LD parses back to it', async () => {
    const res = await get(`/product/${w.hostile.id}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.titles).toEqual([`${HOSTILE} · Marketplace`]);
    // Only the JSON-LD and the app's own script: the title opened none.
    expect(head.scripts.map((s) => s.type)).toEqual(['application/ld+json', 'module']);
    expect(res.body).not.toContain('<script>alert');
    const [ld] = head.jsonLd();
    expect(ld.name).toBe(HOSTILE);
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    // The marketplace's own product: sold by the marketplace.
    const house = headOf((await get(`/product/${w.house.id}`)).body).jsonLd()[0];
    expect(house.offers.seller).toEqual({ '@type': 'Organization', name: 'Marketplace', url: `${BASE}/` });
    expect(house.offers.price).toBe('8.00');
  });

  it('shop and category pages carry their own head; search results and the catalogue keep theirs', async () => {
    const shop = headOf((await get(`/shop/${w.shop.vendorId}`)).body);
    expect(shop.titles).toEqual(['Tea House · Marketplace']);
    expect(shop.description[0]).toMatch(/Tea House/);
    expect(shop.links('canonical')).toEqual([{ href: `${BASE}/shop/${w.shop.vendorId}`, as: undefined }]);
    expect(shop.meta('og:title')).toEqual(['Tea House · Marketplace']);
    expect(shop.jsonLd()[0]).toMatchObject({ '@type': 'Organization', name: 'Tea House' });

    const category = await get(`/products?category=${w.tea}&page=2`);
    expect(category.statusCode).toBe(200);
    const c = headOf(category.body);
    expect(c.titles).toEqual(['Tea · Marketplace']);
    expect(c.description).toEqual(['Tea things']);
    expect(c.links('canonical')).toEqual([
      { href: `${BASE}/products?category=${w.tea}&page=2`, as: undefined },
    ]);

    const search = headOf((await get('/products?search=tea')).body);
    expect(search.titles).toEqual(['Marketplace']);
    expect(search.description).toHaveLength(1);
    const home = headOf((await get('/')).body);
    expect(home.links('canonical')).toEqual([{ href: `${BASE}/`, as: undefined }]);
    expect(home.description).toHaveLength(1);
  });

  it('unknown paths and unknown, malformed or hidden product, shop and category ids answer 404 with the app page', async () => {
    const missing = [
      '/no-such-page',
      '/product/00000000-0000-4000-8000-000000000000',
      '/product/not-a-uuid',
      '/product/%3Cscript%3E',
      `/product/${w.inactive.id}`,
      `/product/${w.unapproved.id}`,
      `/product/${w.deleted.id}`,
      '/shop/00000000-0000-4000-8000-000000000000',
      `/shop/${w.pending.vendorId}`,
      '/shop/abc',
      '/products?category=00000000-0000-4000-8000-000000000000',
      '/products?category=oops',
      '/product',
    ];
    for (const url of missing) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const head = headOf(res.body);
      expect(head.titles, url).toEqual(['Page not found · Marketplace']);
      expect(head.robots, url).toEqual(['noindex']);
      expect(head.jsonLd(), url).toEqual([]);
      // The SPA loads and shows its not-found page.
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    // The app's other pages, the portals and a trailing slash are found.
    for (const url of [
      '/cart',
      '/checkout',
      '/vendor/products',
      '/admin',
      '/track-order/ORD-1',
      `/product/${w.sencha._id}/`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // A missing upload or API path is not the app's page.
    const upload = await get('/uploads/none.webp');
    expect(upload.statusCode).toBe(404);
    expect(upload.headers['content-type']).not.toMatch(/html/);
    expect((await get('/api/nothing')).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the product page lookup counts no view (the API call does)', async () => {
    const views = async () => {
      const rows = await w.app.ctx.db
        .select({ views: productViewsDaily.views })
        .from(productViewsDaily)
        .where(eq(productViewsDaily.productId, w.sencha._id));
      return rows.reduce((sum, r) => sum + r.views, 0);
    };
    const before = await views();
    await get(`/product/${w.sencha._id}`);
    expect(await views()).toBe(before);
    await get(`/api/products/${w.sencha._id}`);
    expect(await views()).toBe(before + 1);
  });
});
