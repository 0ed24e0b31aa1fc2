/**
 * Public surface of the cart feature. The product page adds with
 * `addToCart({ productId, title, price, image, vendor, maxQuantity }, quantity)` or `useCart().add`.
 */
export {
  fetchQuote,
  type Quote,
  type QuoteItem,
  type QuoteProblem,
  type QuoteRequest,
  type QuoteSeller,
  quoteQueryKey,
  quoteQueryOptions,
} from './api/quote';
export { type CartGroup, type CartGroupLine, groupCartLines, MARKETPLACE_SELLER_NAME } from './cart-groups';
export {
  addToCart,
  CART_STORAGE_KEY,
  type CartLine,
  type CartProduct,
  type CartVendor,
  clearCart,
  MAX_LINE_QUANTITY,
  readCart,
  readCartCount,
  removeFromCart,
  setCartQuantity,
  subscribeToCart,
} from './cart-storage';
export { QuantityStepper } from './components/quantity-stepper';
export { QuoteTotals, taxRateLabel } from './components/quote-summary';
/** Route `lazy` loader: the cart page loads in its own chunk. */
export const loadCartPage = async () => ({ Component: (await import('./routes/cart-page')).CartPage });
export { type CartApi, useCart, useCartCount } from './use-cart';
