import { z } from 'zod';
import { envelope, paginationSchema } from '../../lib/http.js';
import { orderDto, splitDetailsDto } from './order-dto.js';

export const orderIdParam = z.object({ id: z.uuid({ error: 'Order not found' }) });
export const emailQuery = z.object({ email: z.string().trim().max(254).optional() });

export const orderReply = envelope(z.object({ order: orderDto }));
export const orderListReply = envelope(
  z.object({
    orders: z.array(orderDto),
    pagination: paginationSchema.extend({ totalOrders: z.number().int().nonnegative() }),
  }),
);
export const splitReply = envelope(splitDetailsDto);
export const cancelReply = envelope(z.object({ order: orderDto }));

const money = z.number();
export const quoteReply = envelope(
  z.object({
    currency: z.string(),
    items: z.array(
      z.object({
        productId: z.string(),
        title: z.string(),
        image: z.string().nullable(),
        vendor: z.object({ _id: z.string(), businessName: z.string() }).nullable(),
        unitPrice: money,
        shipping: money,
        quantity: z.number(),
        lineTotal: money,
        available: z.number(),
      }),
    ),
    sellers: z.array(
      z.object({
        vendor: z.object({ _id: z.string(), businessName: z.string() }).nullable(),
        name: z.string(),
        productIds: z.array(z.string()),
        subtotal: money,
        shipping: money,
      }),
    ),
    subtotal: money,
    shipping: money,
    tax: money,
    taxRate: z.number(),
    total: money,
    deliverySpeed: z.string(),
    estimatedDelivery: z.string(),
    problems: z.array(
      z.object({ productId: z.string(), title: z.string(), message: z.string(), available: z.number() }),
    ),
  }),
);

export const trackReply = envelope(
  z.object({
    orderNumber: z.string(),
    status: z.string(),
    statusDisplay: z.string(),
    createdAt: z.string(),
    estimatedDelivery: z.string(),
    deliverySpeed: z.string(),
    timeline: z.array(
      z.object({ status: z.string(), label: z.string(), at: z.string(), seller: z.string().nullable() }),
    ),
    shipments: z.array(
      z.object({
        seller: z.string(),
        status: z.string(),
        carrier: z.string().nullable(),
        trackingNumber: z.string().nullable(),
        shippedAt: z.string().nullable(),
        deliveredAt: z.string().nullable(),
        itemCount: z.number(),
      }),
    ),
  }),
);
