/**
 * Page sizes and sorts of the product lists. No zod here: the storefront imports these, and a module
 * that also builds schemas would bring zod onto every storefront page.
 */

/** Page sizes of spec 001 section 9. */
export const MY_PRODUCTS_PAGE_SIZE = 12;
export const BULK_PAGE_SIZE = 20;
export const STOREFRONT_PAGE_SIZE = 12;
export const STOREFRONT_MAX_PAGE_SIZE = 60;
export const VENDOR_PRODUCTS_MAX_PAGE_SIZE = 100;

/** Sorts of My Products and the bulk screen. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'price_low', 'price_high', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Storefront sorts; relevance needs a search (otherwise newest). */
export const STOREFRONT_SORTS = ['newest', 'price_low', 'price_high', 'name', 'relevance'] as const;
export type StorefrontSort = (typeof STOREFRONT_SORTS)[number];
