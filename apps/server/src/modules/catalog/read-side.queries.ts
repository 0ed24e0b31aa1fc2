import { columnsOf } from '../../db/columns.js';
import { categories, productMedia, products, productViewsDaily } from './catalog.tables.js';

/**
 * What the read side (analytics, reports, performance, dashboards) may read of the catalogue, as
 * subqueries of named columns joined in their statements (decision 0039): `from ${productRows} pr`.
 * The columns keep their SQL names; PostgreSQL inlines the subqueries, so each statement keeps its plan.
 */

/** Products (deleted ones too, with `deleted_at`): owner, names, status and category. */
export const productRows = columnsOf(products, [
  'id',
  'vendorId',
  'title',
  'sku',
  'status',
  'mainCategoryId',
  'createdAt',
  'deletedAt',
]);

/** Categories: id and name. */
export const categoryRows = columnsOf(categories, ['id', 'name']);

/** Product views per day. */
export const productViewRows = columnsOf(productViewsDaily, ['productId', 'day', 'views']);

/** Product images: which is primary, their order and storage keys. */
export const productMediaRows = columnsOf(productMedia, [
  'id',
  'productId',
  'kind',
  'position',
  'isPrimary',
  'thumbKey',
  'originalKey',
]);
