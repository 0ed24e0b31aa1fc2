import { useSyncExternalStore } from 'react';
import {
  addToCart,
  type CartLine,
  clearCart,
  readCart,
  readCartCount,
  removeFromCart,
  setCartQuantity,
  subscribeToCart,
} from './cart-storage';

const EMPTY: CartLine[] = [];
const readNothing = () => EMPTY;
const readZero = () => 0;

export type CartApi = {
  lines: CartLine[];
  /** Sum of the quantities (what the header shows). */
  count: number;
  add: typeof addToCart;
  setQuantity: typeof setCartQuantity;
  remove: typeof removeFromCart;
  clear: typeof clearCart;
};

const actions = {
  add: addToCart,
  setQuantity: setCartQuantity,
  remove: removeFromCart,
  clear: clearCart,
} as const;

/** The cart, re-rendering on every change (in this tab or another), with its actions. */
export function useCart(): CartApi {
  const lines = useSyncExternalStore(subscribeToCart, readCart, readNothing);
  const count = useSyncExternalStore(subscribeToCart, readCartCount, readZero);
  return { lines, count, ...actions };
}

/** The cart's item count, following every change. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, readCartCount, readZero);
}
