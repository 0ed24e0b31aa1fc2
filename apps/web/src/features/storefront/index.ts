/**
 * Public surface of the storefront: home and product search (main bundle). The product page and the
 * shop page load lazily from `routes/product-page` and `routes/shop-page` (see app/routes.tsx).
 */
export {
  categoryTreeQueryOptions,
  fetchShop,
  fetchStorefrontProduct,
  fetchStorefrontProducts,
  type Shop,
  type StorefrontList,
  type StorefrontQuery,
  shopQueryOptions,
  storefrontProductQueryOptions,
  storefrontProductsQueryOptions,
} from './api/storefront';
export { availability } from './availability';
export { ProductCard, ProductGrid } from './components/product-card';
export { HomePage } from './routes/home-page';
export { ProductsPage } from './routes/products-page';
