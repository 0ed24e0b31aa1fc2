import type { DeliverySpeed } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CartVendor } from './cart-storage';

export type QuoteItem = {
  productId: string;
  title: string;
  image: string | null;
  vendor: CartVendor;
  unitPrice: number;
  shipping: number;
  quantity: number;
  lineTotal: number;
  /** Units that can be bought now. */
  available: number;
};

export type QuoteSeller = {
  vendor: CartVendor;
  /** 'Marketplace' for the marketplace's own products, else the vendor's business name. */
  name: string;
  productIds: string[];
  subtotal: number;
  shipping: number;
};

export type QuoteProblem = { productId: string; title: string; message: string; available: number };

export type Quote = {
  currency: string;
  items: QuoteItem[];
  sellers: QuoteSeller[];
  subtotal: number;
  shipping: number;
  tax: number;
  taxRate: number;
  total: number;
  deliverySpeed: DeliverySpeed;
  estimatedDelivery: string;
  problems: QuoteProblem[];
};

export type QuoteRequest = {
  items: { productId: string; quantity: number }[];
  deliverySpeed?: DeliverySpeed;
};

/** POST /api/orders/quote: the prices, shipping, tax and total the order will be charged. */
export function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  return apiRequest<Quote>('/orders/quote', {
    method: 'POST',
    body: { items: request.items, deliverySpeed: request.deliverySpeed ?? 'standard' },
    signal,
  });
}

export const quoteQueryKey = ['quote'] as const;

/** The quote of a cart; disabled for an empty cart. Keeps the previous figures while re-quoting. */
export function quoteQueryOptions(request: QuoteRequest) {
  const items = request.items.map((i) => ({ productId: i.productId, quantity: i.quantity }));
  const deliverySpeed = request.deliverySpeed ?? 'standard';
  return queryOptions({
    queryKey: [...quoteQueryKey, { items, deliverySpeed }],
    queryFn: ({ signal }) => fetchQuote({ items, deliverySpeed }, signal),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
