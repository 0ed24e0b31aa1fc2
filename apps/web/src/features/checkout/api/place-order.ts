import type { OrderInput } from '@market/domain';
import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import type { Order } from '@/shared/orders';

export type PlaceOrderInput = {
  order: OrderInput;
  /** One UUID per checkout attempt, sent again on a retry so the order is placed only once. */
  idempotencyKey: string;
  /** The bank transfer receipt (an image): the order then goes to POST /orders/with-receipt. */
  receipt?: File | null;
};

export type PlaceOrderResult = { order: Order; message: string | undefined };

/**
 * POST /api/orders (JSON), or POST /api/orders/with-receipt (multipart: `order` as a JSON string
 * and the `receipt` file) for a bank transfer. A signed-in customer's token is sent; guests order
 * without one.
 */
export async function placeOrder({
  order,
  idempotencyKey,
  receipt,
}: PlaceOrderInput): Promise<PlaceOrderResult> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  let body: unknown = order;
  let path = '/orders';
  if (receipt) {
    const form = new FormData();
    form.append('order', JSON.stringify(order));
    form.append('receipt', receipt, receipt.name);
    body = form;
    path = '/orders/with-receipt';
  }
  const { data, message } = await apiEnvelope<{ order: Order }>(path, {
    method: 'POST',
    body,
    role: 'customer',
    authOptional: true,
    headers,
  });
  return { order: data.order, message };
}

export function usePlaceOrder() {
  return useMutation({ mutationKey: ['checkout', 'place-order'], mutationFn: placeOrder });
}
