import type { StorefrontSort } from '@market/domain';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { vendorFacts } from '../accounts/index.js';
import { stockFacts } from '../inventory/index.js';
import { products } from './catalog.tables.js';
import { p, storefrontVisible } from './products.queries.js';

/** The storefront's filters, their conditions and sort orders, and a card's columns (shared by its page statements). */

export type StorefrontFilters = {
  search?: string;
  category?: string;
  vendor?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  featured?: boolean;
};

export function storefrontShape(f: StorefrontFilters) {
  return {
    search: !!f.search,
    category: !!f.category,
    vendor: !!f.vendor,
    minPrice: f.minPriceMinor !== undefined,
    maxPrice: f.maxPriceMinor !== undefined,
    featured: !!f.featured,
  };
}

export function storefrontValues(f: StorefrontFilters): Record<string, unknown> {
  return {
    search: f.search,
    category: f.category,
    vendor: f.vendor,
    minPrice: f.minPriceMinor,
    maxPrice: f.maxPriceMinor,
  };
}

export const searchQuery = sql`websearch_to_tsquery('english', ${p('search')})`;

/** Which of a product's two category columns a category filter reads (both: either matches). */
export type CategoryColumn = 'either' | 'main' | 'sub';

export function storefrontConditions(
  shape: ReturnType<typeof storefrontShape>,
  column: CategoryColumn = 'either',
): SQL[] {
  const c: SQL[] = [storefrontVisible];
  if (shape.search) c.push(sql`${products.searchVector} @@ ${searchQuery}`);
  // A main category includes its subcategories: their products carry it as main category.
  // Behind a subquery, like pageParam: the custom plans cost the category as the generic plan
  // does (an unknown one), so the named statement keeps its generic plan instead of planning its
  // two branches again on every call (1.2 ms).
  if (shape.category && column === 'main')
    c.push(sql`${products.mainCategoryId} = (select ${p('category')}::uuid)`);
  else if (shape.category && column === 'sub')
    c.push(sql`${products.subCategoryId} = (select ${p('category')}::uuid)`);
  else if (shape.category)
    c.push(
      sql`(${products.mainCategoryId} = ${p('category')} or ${products.subCategoryId} = ${p('category')})`,
    );
  if (shape.vendor) c.push(sql`${products.vendorId} = ${p('vendor')}`);
  if (shape.minPrice) c.push(sql`${products.priceMinor} >= ${p('minPrice')}`);
  if (shape.maxPrice) c.push(sql`${products.priceMinor} <= ${p('maxPrice')}`);
  // Written without a parameter, so a generic plan can use the featured products' partial index.
  if (shape.featured) c.push(sql`${products.featured}`);
  return c;
}

/** Each sort follows an index (products_store_*_idx): ties broken by id (time-ordered UUIDs). */
export function storefrontOrder(sort: StorefrontSort, search: boolean): SQL[] {
  switch (sort) {
    case 'price_low':
      return [asc(products.priceMinor), asc(products.id)];
    case 'price_high':
      return [desc(products.priceMinor), desc(products.id)];
    case 'name':
      return [sql`lower(${products.title}) asc`, asc(products.id)];
    case 'relevance':
      if (search)
        return [
          sql`ts_rank(${products.searchVector}, ${searchQuery}) desc`,
          desc(products.createdAt),
          desc(products.id),
        ];
      return [desc(products.createdAt), desc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * The vendor's name by a correlated lookup of its primary key: one short index probe per card.
 * (As a join the planner hashes every vendor of the marketplace for each page.)
 */
const vendorName = sql<
  string | null
>`(select ${vendorFacts.businessName} from ${vendorFacts} where ${vendorFacts.id} = ${products.vendorId})`;

/** What a storefront card needs (decision 0014): no description, SEO fields or media list. */
export const cardColumns = {
  id: products.id,
  title: products.title,
  priceMinor: products.priceMinor,
  altText: products.altText,
  cardThumbKey: products.cardThumbKey,
  cardDisplayKey: products.cardDisplayKey,
  vendorId: products.vendorId,
  vendorName,
  currentStock: sql<number>`coalesce(${stockFacts.currentStock}, 0)`.mapWith(Number),
  reservedStock: sql<number>`coalesce(${stockFacts.reservedStock}, 0)`.mapWith(Number),
};

export type StorefrontCardRow = {
  id: string;
  title: string;
  priceMinor: number;
  altText: string;
  cardThumbKey: string | null;
  cardDisplayKey: string | null;
  vendorId: string | null;
  vendorName: string | null;
  currentStock: number;
  reservedStock: number;
};
