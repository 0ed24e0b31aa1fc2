/** Products, categories, bulk actions, product analytics and the storefront. */
export { bulkRoutes } from './bulk.routes.js';
export { categoryRoutes } from './categories.routes.js';
export { bumpCatalogVersion } from './list-cache.js';
export { moderationRoutes } from './moderation.routes.js';
export {
  countSitemapEntries,
  findStorefrontCategory,
  findStorefrontProduct,
  findStorefrontShop,
  listSitemapEntries,
  type SitemapSection,
} from './page-lookup.service.js';
export { productAnalyticsRoutes } from './product-analytics.routes.js';
export { primaryImageKey, productFacts } from './product-facts.queries.js';
export { type StoredMedia, storeImage } from './product-media.js';
export { adminProductRoutes, vendorProductRoutes } from './products.routes.js';
export { storefrontRoutes } from './storefront.routes.js';
