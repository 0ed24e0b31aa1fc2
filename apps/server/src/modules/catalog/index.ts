/** Products, categories, bulk actions, product analytics and the storefront. */

export { findVisibleProduct } from './accounts-side.queries.js';
export { bulkRoutes } from './bulk.routes.js';
export { categoryRoutes } from './categories.routes.js';
export { bumpCatalogVersion } from './list-cache.js';
export { listingReviewRoutes } from './listing-review.routes.js';
export { moderationRoutes } from './moderation.routes.js';
export {
  countSitemapEntries,
  findStorefrontCategory,
  findStorefrontProduct,
  findStorefrontShop,
  listSitemapEntries,
  type SitemapSection,
} from './page-lookup.service.js';
export { primaryImageKey, productFacts } from './product-facts.queries.js';
export { type StoredMedia, storeImage } from './product-media.js';
export { findProduct, lockOwnedLiveProduct } from './products.queries.js';
export { adminProductRoutes, vendorProductRoutes } from './products.routes.js';
export type { ProductOwner } from './products.service.js';
export { categoryRows, productMediaRows, productRows, productViewRows } from './read-side.queries.js';
export { stockValueStatement } from './stock-value.queries.js';
export { storefrontRoutes } from './storefront.routes.js';
