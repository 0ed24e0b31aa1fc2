/**
 * The shopping cart kept in localStorage under `cart` (an array of lines), with the product facts
 * the cart needs before the quote answers (title, price, image, seller, stock cap). Every write
 * notifies the subscribers in this tab; other tabs notify through the `storage` event.
 * The quote (POST /api/orders/quote) stays the source of truth for prices and stock.
 */

export const CART_STORAGE_KEY = 'cart';

/** The seller of a product: a vendor, or null for the marketplace's own products. */
export type CartVendor = { _id: string; businessName: string } | null;

export type CartLine = {
  productId: string;
  quantity: number;
  title?: string;
  /** Unit price when the product was added (the quote has the current one). */
  price?: number;
  image?: string | null;
  vendor?: CartVendor;
  /** Units that could be bought when the line was last checked (the quote has the current figure). */
  maxQuantity?: number;
};

/** What a product page passes to `addToCart`. */
export type CartProduct = {
  productId: string;
  title: string;
  price: number;
  image?: string | null;
  vendor?: CartVendor;
  /** Available stock; quantities are capped at it. */
  maxQuantity?: number;
};

/** The most units of one product a cart line may hold (the order API's limit). */
export const MAX_LINE_QUANTITY = 1000;

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity } = value as Partial<CartLine>;
  return (
    typeof productId === 'string' &&
    productId !== '' &&
    typeof quantity === 'number' &&
    Number.isFinite(quantity) &&
    quantity > 0
  );
}

function normalise(line: CartLine): CartLine {
  return { ...line, quantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(line.quantity))) };
}

let cache: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // Lines of the same product are merged (a hand-edited or older cart may repeat one).
    const byId = new Map<string, CartLine>();
    for (const line of parsed.filter(isCartLine).map(normalise)) {
      const seen = byId.get(line.productId);
      byId.set(line.productId, seen ? normalise({ ...seen, quantity: seen.quantity + line.quantity }) : line);
    }
    return [...byId.values()];
  } catch {
    return [];
  }
}

/**
 * The stored cart lines; anything unreadable counts as an empty cart. Returns the same array until
 * the stored value changes (safe for `useSyncExternalStore`).
 */
export function readCart(): CartLine[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, lines: parse(raw) };
  return cache.lines;
}

/** Number of items in the cart (sum of quantities). */
export function readCartCount(): number {
  return readCart().reduce((sum, line) => sum + line.quantity, 0);
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === CART_STORAGE_KEY) notify();
}

/** Calls `listener` after every change of the cart, here or in another tab. Returns the unsubscribe. */
export function subscribeToCart(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function writeCart(lines: CartLine[]): void {
  try {
    if (lines.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or disabled: the cart cannot be kept.
  }
  notify();
}

function cap(quantity: number, maxQuantity: number | undefined): number {
  const limit = maxQuantity === undefined ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, maxQuantity);
  return Math.max(0, Math.min(Math.floor(quantity), limit));
}

/**
 * Adds `quantity` units of a product (1 by default), or more units to its line, capped at the
 * product's `maxQuantity`. Returns the quantity the line now holds (0 when nothing could be added).
 */
export function addToCart(product: CartProduct, quantity = 1): number {
  const lines = readCart();
  const existing = lines.find((l) => l.productId === product.productId);
  const wanted = (existing?.quantity ?? 0) + Math.max(0, Math.floor(quantity));
  const next = cap(wanted, product.maxQuantity);
  if (next <= 0) {
    if (existing) removeFromCart(product.productId);
    return 0;
  }
  const line: CartLine = {
    productId: product.productId,
    quantity: next,
    title: product.title,
    price: product.price,
    image: product.image ?? null,
    vendor: product.vendor ?? null,
    ...(product.maxQuantity === undefined ? {} : { maxQuantity: product.maxQuantity }),
  };
  writeCart(existing ? lines.map((l) => (l.productId === product.productId ? line : l)) : [...lines, line]);
  return next;
}

/**
 * Sets a line's quantity, capped at `maxQuantity` (the line's stored cap when not given);
 * 0 or less removes the line.
 */
export function setCartQuantity(productId: string, quantity: number, maxQuantity?: number): void {
  const lines = readCart();
  const line = lines.find((l) => l.productId === productId);
  if (!line) return;
  const limit = maxQuantity ?? line.maxQuantity;
  const next = cap(quantity, limit);
  if (next <= 0) {
    removeFromCart(productId);
    return;
  }
  writeCart(
    lines.map((l) =>
      l.productId === productId
        ? { ...l, quantity: next, ...(limit === undefined ? {} : { maxQuantity: limit }) }
        : l,
    ),
  );
}

export function removeFromCart(productId: string): void {
  const lines = readCart();
  if (!lines.some((l) => l.productId === productId)) return;
  writeCart(lines.filter((l) => l.productId !== productId));
}

export function clearCart(): void {
  writeCart([]);
}
