/** What search engines read: robots.txt, the sitemap and the head tags of storefront pages (decision 0015). */
export { renderHead } from './head-tags.js';
export { seoRoutes } from './seo.routes.js';
export { describeStorefrontPage, type StorefrontPage } from './storefront-pages.service.js';
