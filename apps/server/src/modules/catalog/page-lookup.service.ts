import type { AppContext } from '../../context.js';
import { isUuid } from '../../lib/db-errors.js';
import { countApprovedVendors, listApprovedVendors } from '../accounts/index.js';
import { findCategory } from './categories.queries.js';
import { toPublicProductDto } from './products.mappers.js';
import { findProduct } from './products.queries.js';
import { findShop } from './shops.queries.js';
import {
  countSitemapCategories,
  countSitemapProducts,
  listSitemapCategories,
  listSitemapProducts,
  type SitemapRow,
} from './sitemap.queries.js';

/**
 * Reads for the pages the server sends (head tags, sitemap): what a buyer may see, looked up by
 * one query each, without counting a view. Malformed or unknown ids are null (the page is a 404).
 */

/** A product on sale (as GET /api/products/:id shows it), or null. */
export async function findStorefrontProduct(opts: { ctx: AppContext; id: string }) {
  if (!isUuid(opts.id)) return null;
  const row = await findProduct(opts.ctx.db, { id: opts.id, storefront: true });
  return row ? toPublicProductDto(row) : null;
}

/** An approved vendor's shop header, or null. */
export async function findStorefrontShop(opts: { ctx: AppContext; vendorId: string }) {
  if (!isUuid(opts.vendorId)) return null;
  const shop = await findShop(opts.ctx.db, opts.vendorId);
  return shop
    ? {
        id: shop.id,
        businessName: shop.businessName,
        description: shop.description,
        logo: shop.logo,
        productCount: shop.productCount,
      }
    : null;
}

/** A category the storefront filters by (the marketplace's, or a vendor's own), or null. */
export async function findStorefrontCategory(opts: { ctx: AppContext; id: string }) {
  if (!isUuid(opts.id)) return null;
  const row = await findCategory(opts.ctx.db, opts.id);
  return row
    ? { id: row.id, name: row.name, description: row.description, parentName: row.parentName }
    : null;
}

export type SitemapSection = 'categories' | 'shops' | 'products';

const counters = {
  categories: countSitemapCategories,
  shops: countApprovedVendors,
  products: countSitemapProducts,
} as const;

const listers = {
  categories: listSitemapCategories,
  shops: listApprovedVendors,
  products: listSitemapProducts,
} as const;

/** How many addresses each section of the sitemap holds. */
export async function countSitemapEntries(opts: {
  ctx: AppContext;
}): Promise<Record<SitemapSection, number>> {
  const { db } = opts.ctx;
  const [categories, shops, products] = await Promise.all([
    counters.categories(db),
    counters.shops(db),
    counters.products(db),
  ]);
  return { categories, shops, products };
}

/** One page of a section: ids with their last change, in a stable order. */
export async function listSitemapEntries(opts: {
  ctx: AppContext;
  section: SitemapSection;
  limit: number;
  offset: number;
}): Promise<SitemapRow[]> {
  return listers[opts.section](opts.ctx.db, { limit: opts.limit, offset: opts.offset });
}
