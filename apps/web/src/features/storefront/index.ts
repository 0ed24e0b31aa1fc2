/**
 * Public surface of the storefront: home and product search (main bundle). The product page and the
 * shop page load lazily, in their own chunks, through `loadProductPage` and `loadShopPage` (route `lazy`).
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

/** Route `lazy` loaders: the product page and the shop page stay out of the main bundle. */
export const loadProductPage = async () => ({
  Component: (await import('./routes/product-page')).ProductPage,
});
export const loadShopPage = async () => ({ Component: (await import('./routes/shop-page')).ShopPage });
