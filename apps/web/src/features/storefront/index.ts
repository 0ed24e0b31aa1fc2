/**
 * Public surface of the storefront: the home page (main bundle). The search results, product and shop
 * pages load lazily, in their own chunks, through `loadProductsPage`, `loadProductPage` and
 * `loadShopPage` (route `lazy`).
 */
export { categoryTreeQueryOptions, fetchCategoryTree } from './api/category-tree';
export { fetchShop, type Shop, shopQueryOptions } from './api/get-shop';
export { fetchStorefrontProduct, storefrontProductQueryOptions } from './api/get-storefront-product';
export {
  fetchStorefrontProducts,
  type StorefrontList,
  type StorefrontQuery,
  storefrontProductsQueryOptions,
} from './api/list-storefront-products';
export { availability } from './availability';
export { ProductCard, ProductGrid } from './components/product-card';
export { HomePage } from './routes/home-page';

/** Route `lazy` loaders: the product page and the shop page stay out of the main bundle. */
export const loadProductPage = async () => ({
  Component: (await import('./routes/product-page')).ProductPage,
});
export const loadShopPage = async () => ({ Component: (await import('./routes/shop-page')).ShopPage });
/** The search results page (`/products`): its own chunk, so the home page does not carry it. */
export const loadProductsPage = async () => ({
  Component: (await import('./routes/products-page')).ProductsPage,
});
