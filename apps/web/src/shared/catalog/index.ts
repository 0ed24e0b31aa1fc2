/**
 * The catalogue: API calls, types and the screens shared by the vendor portal, the admin area and
 * the storefront (category management, the product list, the product form, the product badges).
 */
export { ownerCategoriesKey } from './api/category-keys';
export { createCategory } from './api/create-category';
export { createOwnerProduct } from './api/create-owner-product';
export { deleteCategory, useDeleteCategory } from './api/delete-category';
export { deleteOwnerProduct } from './api/delete-owner-product';
export { fetchOwnerProduct, ownerProductQueryOptions } from './api/get-owner-product';
export { fetchOwnerCategories, ownerCategoriesQueryOptions } from './api/list-owner-categories';
export {
  fetchOwnerProducts,
  type OwnerProductFilters,
  ownerProductsQueryOptions,
} from './api/list-owner-products';
export { ownerProductsKey } from './api/owner-product-keys';
export { saveCategory, useSaveCategory } from './api/save-category';
export { updateCategory } from './api/update-category';
export { updateOwnerProduct } from './api/update-owner-product';
export { CategoryManager } from './components/category-manager';
export {
  ModerationBadge,
  PRODUCT_STATUS_LABELS,
  ProductStatusBadge,
  ReviewBadge,
  StockBadge,
} from './components/product-badges';
export { ProductEditor } from './components/product-editor';
export { ProductForm } from './components/product-form';
export { ProductsManager } from './components/products-manager';
export { filterCategoryGroups, groupCategories, mainCategories, subcategoriesOf } from './lib/category-tree';
export { failureText, isNotFound, serverReason } from './lib/errors';
export { PRODUCT_SORT_LABELS, STOCK_STATUS_LABELS } from './lib/product-filters';
export { CATALOG_OWNERS, type CatalogOwner, productPagePath, productPaths } from './owner';
export type {
  Category,
  CategoryNode,
  CategoryRef,
  ListPagination,
  OwnerProductList,
  Product,
  ProductImage,
  ProductListItem,
  ProductModeration,
  ProductStats,
  ProductVendor,
  PublicProduct,
  StorefrontCard,
} from './types';
