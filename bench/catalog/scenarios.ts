import type { LoadedData } from './load-data.js';

export type Scenario = {
  name: string;
  /** `reference`: not in the goal; what the same stack does with (almost) nothing to do. */
  group: 'storefront' | 'vendor' | 'reference';
  path: string;
  vendor?: boolean;
  /** `one-query`: served by the node:http + pg reference (reference-server.ts), not the app. */
  target?: 'one-query';
};

/** The two denominators of every storefront ratio (measured at the start and the end of a run). */
export const HEALTH = 'liveness: GET /api/health (no database)';
export const ONE_QUERY = 'one query: node:http + pg, 24 rows';

export type Mode = { label: string; cacheTtlMs: number };

/** What the benchmark requests: search, filters, every sort and deep pages of both lists. */
export function scenarios(data: LoadedData): Scenario[] {
  const [electronics] = data.categoryIds.main;
  const [sub] = data.categoryIds.sub;
  const shop = data.shopVendorId;
  const store = (name: string, query: string): Scenario => ({
    name,
    group: 'storefront',
    path: `/api/products${query}`,
  });
  const vendor = (name: string, query: string): Scenario => ({
    name,
    group: 'vendor',
    path: `/api/vendors/products${query}`,
    vendor: true,
  });
  return [
    store('home: newest, page 1', '?sort=newest'),
    store('featured', '?featured=true&limit=8'),
    store('search one word (relevance)', '?search=lamp'),
    store('search two words (relevance)', '?search=brass%20lamp'),
    store('search + sort newest', '?search=kettle&sort=newest'),
    store('search + price filter + price_low', '?search=chair&minPrice=50&maxPrice=300&sort=price_low'),
    store('category (main, with subs)', `?category=${electronics}`),
    store('subcategory + price_high', `?category=${sub}&sort=price_high`),
    store('price range', '?minPrice=20&maxPrice=40'),
    store('sort price_low', '?sort=price_low'),
    store('sort price_high', '?sort=price_high'),
    store('sort name', '?sort=name'),
    store('vendor shop page', `?vendor=${shop}`),
    store('deep page 100 (newest)', '?page=100'),
    store('deep page 1000 (newest)', '?page=1000'),
    store('deep page 200, category + price_low', `?category=${electronics}&sort=price_low&page=200`),
    store('deep page 500 (name)', '?sort=name&page=500'),
    store('60 per page', '?limit=60&sort=price_high'),
    vendor('My Products default', ''),
    vendor('search', '?search=lamp'),
    vendor('stock filter low-stock', '?stockStatus=low-stock'),
    vendor('category + price_high', `?category=${data.vendorCategoryId}&sort=price_high`),
    vendor('price range + oldest', '?minPrice=10&maxPrice=200&sort=oldest'),
    vendor('sort name, page 5', '?sort=name&page=5'),
    vendor('bulk screen (20 per page, price_low)', '?limit=20&sort=price_low'),
    { name: HEALTH, group: 'reference', path: '/api/health' },
    { name: ONE_QUERY, group: 'reference', path: '/', target: 'one-query' },
    {
      name: 'My Products, 1 per page',
      group: 'reference',
      path: '/api/vendors/products?limit=1',
      vendor: true,
    },
  ];
}
