/**
 * The cart kept in the browser, its quote and the pieces that show it (the cart page, checkout and
 * the product page share them). The product page adds with
 * `addToCart({ productId, title, price, image, vendor, maxQuantity }, quantity)` or `useCart().add`.
 */

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
export { QuantityStepper } from './quantity-stepper';
export {
  fetchQuote,
  type Quote,
  type QuoteItem,
  type QuoteProblem,
  type QuoteRequest,
  type QuoteSeller,
  quoteQueryKey,
  quoteQueryOptions,
} from './quote';
export { QuoteTotals, taxRateLabel } from './quote-summary';
export { type CartApi, useCart, useCartCount } from './use-cart';
