import type { AppContext } from '../../context.js';
import { countSitemapEntries, listSitemapEntries } from '../catalog/index.js';

/**
 * The sitemap (decision 0015): /sitemap.xml is an index of files of at most
 * config.sitemapPageSize addresses (50,000, the protocol's limit): pages-N (the home page, the
 * catalogue and the marketplace's categories), shops-N (approved vendors) and products-N (what
 * buyers can see). Addresses are absolute, from PUBLIC_URL, never from the request's Host.
 */
export const SITEMAP_FILES = ['pages', 'shops', 'products'] as const;
export type SitemapFile = (typeof SITEMAP_FILES)[number];

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Fixed addresses at the start of the pages file. */
const FIXED_PAGES = ['/', '/products'];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
const isoDate = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

async function fileCounts(ctx: AppContext): Promise<Record<SitemapFile, number>> {
  const counts = await countSitemapEntries({ ctx });
  const size = ctx.config.sitemapPageSize;
  const pages = (n: number) => Math.ceil(n / size);
  return {
    pages: pages(FIXED_PAGES.length + counts.categories),
    shops: pages(counts.shops),
    products: pages(counts.products),
  };
}

/** The sitemap index: every file of every kind (three counts). */
export async function renderSitemapIndex(opts: { ctx: AppContext }): Promise<string> {
  const { ctx } = opts;
  const counts = await fileCounts(ctx);
  const base = ctx.config.publicUrl;
  const entries = SITEMAP_FILES.flatMap((file) =>
    Array.from(
      { length: counts[file] },
      (_, i) => `  <sitemap><loc>${xml(`${base}/sitemaps/${file}-${i + 1}.xml`)}</loc></sitemap>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One file of addresses, or null when there is no such file (`pages-0`, past the last page). */
export async function renderSitemapFile(opts: {
  ctx: AppContext;
  file: SitemapFile;
  page: number;
}): Promise<string | null> {
  const { ctx, file, page } = opts;
  if (!Number.isSafeInteger(page) || page < 1) return null;
  const size = ctx.config.sitemapPageSize;
  const base = ctx.config.publicUrl;
  const start = (page - 1) * size;
  const urls: Array<{ loc: string; lastmod?: string }> = [];
  if (file === 'pages') {
    urls.push(...FIXED_PAGES.slice(start, start + size).map((p) => ({ loc: `${base}${p}` })));
    const offset = Math.max(0, start - FIXED_PAGES.length);
    const rows = await listSitemapEntries({ ctx, section: 'categories', limit: size - urls.length, offset });
    urls.push(
      ...rows.map((r) => ({
        loc: `${base}/products?category=${r.id}`,
        lastmod: isoDate(r.updatedAt),
      })),
    );
  } else {
    const rows = await listSitemapEntries({ ctx, section: file, limit: size, offset: start });
    const prefix = file === 'shops' ? '/shop/' : '/product/';
    urls.push(...rows.map((r) => ({ loc: `${base}${prefix}${r.id}`, lastmod: isoDate(r.updatedAt) })));
  }
  // The index lists only files with addresses: an empty one (past the end) does not exist.
  if (urls.length === 0) return null;
  const body = urls
    .map((u) => `  <url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${body}\n</urlset>\n`;
}

/** robots.txt: the storefront is open; portals, accounts, checkout and the API are not. */
export function renderRobots(opts: { ctx: AppContext }): string {
  const disallowed = [
    '/api',
    '/vendor',
    '/admin',
    '/account',
    '/my-orders',
    '/checkout',
    '/cart',
    '/order/',
    '/order-confirmation/',
    '/track-order',
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${opts.ctx.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
