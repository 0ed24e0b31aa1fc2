import { dayIn, PRODUCT_MESSAGES, type StorefrontQuery, toMinor } from '@market/domain';
import type { AppContext } from '../../context.js';
import { isUuid } from '../../lib/db-errors.js';
import { notFound } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { cachedCount } from './list-cache.js';
import { toPublicProductDto, toStorefrontListItemDto } from './products.mappers.js';
import { findProduct } from './products.queries.js';
import { findShop, listShops, recordProductView } from './shops.queries.js';
import { countStorefrontProducts, listStorefrontProducts } from './storefront.queries.js';
import type { StorefrontFilters } from './storefront-filters.queries.js';

/**
 * Storefront search: at most two statements, the page and its total (the total is kept for a
 * few seconds when large; see list-cache.ts). With a search the default sort is relevance.
 */
export async function searchStorefront(opts: { ctx: AppContext; query: StorefrontQuery }) {
  const { ctx, query } = opts;
  const filters: StorefrontFilters = {
    search: query.search || undefined,
    category: query.category,
    vendor: query.vendor,
    minPriceMinor: query.minPrice === undefined ? undefined : toMinor(query.minPrice),
    maxPriceMinor: query.maxPrice === undefined ? undefined : toMinor(query.maxPrice),
    featured: query.featured || undefined,
  };
  const sort = query.sort ?? (filters.search ? 'relevance' : 'newest');
  const [rows, total] = await Promise.all([
    listStorefrontProducts(ctx.db, {
      filters,
      sort,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    cachedCount(ctx, JSON.stringify(filters), () => countStorefrontProducts(ctx.db, filters)),
  ]);
  const page = pagination(query.page, query.limit, total);
  return {
    products: rows.map(toStorefrontListItemDto),
    pagination: { ...page, total: page.totalItems, pages: page.totalPages },
  };
}

/**
 * The product page: only active products of approved vendors (or the marketplace) exist for
 * buyers. Each call counts one view for the day, except the product's own vendor (or, for the
 * marketplace's products, an admin) looking at it.
 */
export async function viewProduct(opts: {
  ctx: AppContext;
  id: string;
  viewer: { role: string; vendorId: string | null } | null;
}) {
  const { ctx, id, viewer } = opts;
  if (!isUuid(id)) throw notFound(PRODUCT_MESSAGES.notFound);
  const row = await findProduct(ctx.db, { id, storefront: true });
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  const ownView =
    viewer !== null &&
    ((row.vendorId !== null && viewer.vendorId === row.vendorId) ||
      (row.vendorId === null && viewer.role === 'admin'));
  // Views are counted by the marketplace's day, like every other analytics figure.
  if (!ownView) await recordProductView(ctx.db, row.id, dayIn(ctx.config.timeZone, ctx.clock.now()));
  return toPublicProductDto(row);
}

export async function listStorefrontShops(opts: { ctx: AppContext }) {
  const rows = await listShops(opts.ctx.db, 500);
  return rows.map((shop) => ({
    _id: shop.id,
    businessName: shop.businessName,
    description: shop.description,
    logo: shop.logo,
    city: shop.city,
    state: shop.state,
    productCount: shop.productCount,
  }));
}

export async function getShop(opts: { ctx: AppContext; vendorId: string }) {
  if (!isUuid(opts.vendorId)) throw notFound('Shop not found');
  const shop = await findShop(opts.ctx.db, opts.vendorId);
  if (!shop) throw notFound('Shop not found');
  return {
    _id: shop.id,
    businessName: shop.businessName,
    description: shop.description,
    logo: shop.logo,
    city: shop.city,
    state: shop.state,
    productCount: shop.productCount,
  };
}
