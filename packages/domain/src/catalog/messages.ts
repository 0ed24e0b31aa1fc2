/** User-facing sentences of spec 001 section 8 (products, product analytics) and spec 000 (categories). */
export const PRODUCT_MESSAGES = {
  loadFailed: 'Failed to load products',
  loadError: 'Error loading products',
  deleteFailed: 'Failed to delete product',
  deleteError: 'Error deleting product',
  deleteConfirm: 'Are you sure you want to delete this product?',
  createFailed: 'Failed to create product',
  created: 'Product created successfully! Redirecting...',
  loadDataFailed: 'Failed to load product data',
  notFound: 'Product not found',
  loadOneFailed: 'Failed to load product',
  updateFailed: 'Failed to update product',
  updated: 'Product updated successfully! Redirecting...',
  deleted: 'Product deleted',
  bulkFailed: 'Bulk operation failed',
  shippingHint: 'Multiple products in an order use the highest shipping fee.',
  stockChanged:
    'The stock of this product changed while you were editing (units were sold or adjusted). Reload the product and try again.',
  slugTaken: 'Another of your products already uses this slug',
  vendorNotApproved: 'Your vendor account is not approved yet',
  categoryInvalid: 'Please choose one of the available categories',
  subCategoryMismatch: 'The subcategory must belong to the chosen main category',
  mainCategoryNotMain: 'The main category must be a top-level category',
  imageNotFound: 'One or more images to remove do not belong to this product',
  redirectDelayMs: 2000,
} as const;

export const bulkUpdatedMessage = (n: number) => `Successfully updated ${n} products`;
export const bulkDeletedMessage = (n: number) => `Successfully deleted ${n} products`;

export const PRODUCT_ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to load product analytics',
  notFound: 'Product not found',
  noRegionalData: 'No regional data available yet',
  noStockHistory: 'No stock history data available yet',
} as const;

export const CATEGORY_MESSAGES = {
  loadFailed: 'Failed to load categories',
  loadError: 'Error loading categories',
  deleteError: 'Error deleting category',
  deleteConfirm: 'Are you sure you want to delete this category?',
  notFound: 'Category not found',
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
  globalReadOnly: 'Marketplace categories can only be changed by an administrator',
  parentNotFound: 'The parent category was not found',
  parentNotMain: 'Only main categories can be parents',
  parentIsSelf: 'A category cannot be its own parent',
  hasChildrenCannotNest: 'A category that has subcategories cannot become a subcategory',
  duplicateName: 'A category with this name already exists here',
  hasProducts: (n: number) =>
    `This category still has ${n} ${n === 1 ? 'product' : 'products'}. Move or delete them before deleting the category.`,
  hasChildren: (n: number) =>
    `This category still has ${n} ${n === 1 ? 'subcategory' : 'subcategories'}. Delete or move them before deleting the category.`,
  tooMany: 'You have reached the maximum number of categories',
} as const;

/** 'Error saving category: {message}' (spec 000 section 8). */
export const categorySaveErrorMessage = (message: string) => `Error saving category: ${message}`;
