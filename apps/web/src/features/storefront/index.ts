/**
 * Public surface of the storefront: home and product search (main bundle: the header's search leads
 * there, and a lazy chunk would cost the search page a round trip). The product page and the shop
 * page load lazily, in their own chunks, through `loadProductPage` and `loadShopPage` (route `lazy`).
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
export { ProductsPage } from './routes/products-page';

/** Route `lazy` loaders: the product page and the shop page stay out of the main bundle. */
export const loadProductPage = async () => ({
  Component: (await import('./routes/product-page')).ProductPage,
});
export const loadShopPage = async () => ({ Component: (await import('./routes/shop-page')).ShopPage });
