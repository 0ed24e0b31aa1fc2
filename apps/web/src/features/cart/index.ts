/** Public surface of the cart feature: the cart page (the cart itself lives in shared/cart). */

/** Route `lazy` loader: the cart page loads in its own chunk. */
export const loadCartPage = async () => ({ Component: (await import('./routes/cart-page')).CartPage });
