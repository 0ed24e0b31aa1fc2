import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { productMedia, products } from './catalog.tables.js';

/**
 * What other modules may read of a product inside one of their statements (join it as
 * `product_facts`): its id, owner, title, SKU, prices, status, whether it is deleted and its
 * listing review state (decision 0044: not null = hidden from buyers).
 * PostgreSQL inlines the subquery, so the plan is the one of a join on products.
 */
export const productFacts = new QueryBuilder()
  .select({
    id: products.id,
    vendorId: products.vendorId,
    title: products.title,
    sku: products.sku,
    priceMinor: products.priceMinor,
    shippingMinor: products.shippingMinor,
    status: products.status,
    deletedAt: products.deletedAt,
    reviewState: products.reviewState,
  })
  .from(products)
  .as('product_facts');

/**
 * The storage key of a product's first image (the primary one, then by position): its thumbnail,
 * else its original; null without images. A scalar subquery for a select list.
 */
export const primaryImageKey = (productId: SQL | AnyColumn) =>
  sql<
    string | null
  >`(select coalesce(${productMedia.thumbKey}, ${productMedia.originalKey}) from ${productMedia}
    where ${productMedia.productId} = ${productId} and ${productMedia.kind} = 'image'
    order by ${productMedia.isPrimary} desc, ${productMedia.position} asc limit 1)`;
