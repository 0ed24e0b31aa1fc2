import type { FastifyInstance } from 'fastify';
import { orderItems, orderParts, orders } from '../db/schema/index.js';

/** Test support: vendor parts written straight to the tables with chosen times (the triggers queue them). */

let seq = 0;

export type PartSpec = {
  vendorId: string;
  when: string;
  email: string;
  status: string;
  cancelledBy?: 'user' | 'vendor';
  commissionMinor?: number;
  items: { productId: string; quantity: number; unitMinor: number; cancelled?: boolean }[];
  estimatedAt?: string;
  shippedAt?: string;
  deliveredAt?: string;
};

export async function insertVendorPart(app: FastifyInstance, s: PartSpec) {
  const db = app.ctx.db;
  const createdAt = new Date(s.when);
  const subtotal = s.items.filter((i) => !i.cancelled).reduce((n, i) => n + i.quantity * i.unitMinor, 0);
  const commission = s.commissionMinor ?? 0;
  const number = `OA-${++seq}-${Math.random().toString(36).slice(2, 7)}`;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: number,
      customerName: 'Buyer',
      customerEmail: s.email,
      customerPhone: '1',
      shipStreet: '1 Main St',
      shipCity: 'Town',
      shipState: 'CA',
      shipZipCode: '00001',
      shipCountry: 'United States',
      estimatedDeliveryAt: new Date(s.estimatedAt ?? s.when),
      paymentMethod: 'cod',
      currency: 'USD',
      subtotalMinor: subtotal,
      shippingMinor: 0,
      taxMinor: 0,
      totalMinor: subtotal,
      taxRateBp: 0,
      orderType: 'vendor_only',
      createdAt,
    })
    .returning({ id: orders.id });
  const [part] = await db
    .insert(orderParts)
    .values({
      orderId: order!.id,
      type: 'vendor',
      vendorId: s.vendorId,
      status: s.status,
      cancelledBy: s.cancelledBy,
      orderNumber: number,
      customerName: 'Buyer',
      customerEmail: s.email,
      itemCount: s.items.length,
      subtotalMinor: subtotal,
      commissionMinor: commission,
      vendorAmountMinor: subtotal - commission,
      forwardedAt: createdAt,
      shippedAt: s.shippedAt ? new Date(s.shippedAt) : null,
      deliveredAt: s.deliveredAt ? new Date(s.deliveredAt) : null,
      createdAt,
    })
    .returning({ id: orderParts.id });
  await db.insert(orderItems).values(
    s.items.map((i) => ({
      orderId: order!.id,
      partId: part!.id,
      productId: i.productId,
      vendorId: s.vendorId,
      title: 'Item',
      unitPriceMinor: i.unitMinor,
      quantity: i.quantity,
      totalMinor: i.quantity * i.unitMinor,
      status: i.cancelled ? ('cancelled' as const) : ('active' as const),
      createdAt,
    })),
  );
  return part!.id;
}
