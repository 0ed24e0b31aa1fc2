import {
  estimateDelivery,
  fromMinor,
  type OrderData,
  type OrderTotals,
  orderType,
  type PricedLine,
  splitCommission,
} from '@market/domain';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../../context.js';
import { emails } from '../mail/index.js';
import { effectiveCommissionRateBp, type MarketplaceSettings } from '../settings/index.js';
import type { SaleableProduct } from './checkout.queries.js';
import { mediaUrl } from './order-dto.js';
import { type ItemRow, itemOrder, type OrderAggregate, type OrderRow, partOrder } from './orders.queries.js';
import type { orderEvents, orderItems, orderParts, orders } from './orders.tables.js';
import type { Actor } from './part-transition.js';

type PricedProductLine = PricedLine & { product: SaleableProduct };

const currencyFormats = new Map<string, Intl.NumberFormat>();

export function money(ctx: AppContext, minor: number): string {
  // A formatter is costly to build and this runs for every line of every order e-mail.
  const currency = ctx.config.currency;
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format.format(minor / 100);
}

/**
 * The rows a new order is written as: the order, the marketplace part and one part per vendor
 * (each with its commission snapshot), the items, the first events, and the confirmation e-mail.
 */
export function placedOrderRows(o: {
  ctx: AppContext;
  order: OrderData;
  orderId: string;
  number: string;
  now: Date;
  priced: PricedProductLine[];
  totals: OrderTotals;
  settings: MarketplaceSettings;
  actor: Actor;
  customerId: string | null;
  /** The card payment's id once authorised (the order is then paid). */
  transactionId: string | null;
  receiptKey: string | null;
}) {
  const { ctx, order, orderId, now, priced, totals, settings, actor } = o;
  const orderRow: typeof orders.$inferInsert = {
    id: orderId,
    orderNumber: o.number,
    customerId: o.customerId,
    customerName: order.customer.name,
    customerEmail: order.customer.email,
    customerPhone: order.customer.phone,
    shipStreet: order.shippingAddress.street,
    shipApartment: order.shippingAddress.apartment,
    shipCity: order.shippingAddress.city,
    shipState: order.shippingAddress.state,
    shipZipCode: order.shippingAddress.zipCode,
    shipCountry: order.shippingAddress.country,
    deliverySpeed: order.deliverySpeed,
    estimatedDeliveryAt: estimateDelivery(now, order.deliverySpeed),
    paymentMethod: order.payment.method,
    paymentStatus: o.transactionId ? 'paid' : 'pending',
    transactionId: o.transactionId,
    receiptKey: o.receiptKey,
    currency: ctx.config.currency,
    subtotalMinor: totals.subtotalMinor,
    shippingMinor: totals.shippingMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
    taxRateBp: settings.taxRateBp,
    unifiedStatus: 'placed',
    orderType: orderType(priced),
    createdAt: now,
    updatedAt: now,
  };

  const forwarded = settings.autoForwardOrders;
  const parts = totals.sellers.map((seller) => {
    const isVendor = seller.vendorId !== null;
    const vendorRateBp = priced.find((l) => l.vendorId === seller.vendorId)?.product.vendorRateBp ?? null;
    // The commission rate is snapshotted on the part: later rate changes do not touch placed orders.
    const rateBp = isVendor ? effectiveCommissionRateBp(vendorRateBp, settings) : 0;
    const split = isVendor
      ? splitCommission(seller.subtotalMinor, rateBp)
      : { commissionMinor: 0, vendorAmountMinor: 0 };
    return {
      id: uuidv7(),
      orderId,
      type: isVendor ? ('vendor' as const) : ('admin' as const),
      vendorId: seller.vendorId,
      status: 'pending' as const,
      orderNumber: o.number,
      customerName: order.customer.name,
      customerEmail: order.customer.email,
      itemCount: seller.lines.reduce((s, l) => s + l.quantity, 0),
      subtotalMinor: seller.subtotalMinor,
      shippingMinor: seller.shippingMinor,
      commissionRateBp: rateBp,
      commissionMinor: split.commissionMinor,
      vendorAmountMinor: split.vendorAmountMinor,
      forwardedAt: isVendor && forwarded ? now : null,
      createdAt: now,
      updatedAt: now,
    } satisfies typeof orderParts.$inferInsert;
  });

  const items: (typeof orderItems.$inferInsert)[] = totals.sellers.flatMap((seller, i) =>
    seller.lines.map((l) => {
      const product = priced.find((p) => p.productId === l.productId)!.product;
      return {
        id: uuidv7(),
        orderId,
        partId: parts[i]!.id,
        productId: l.productId,
        vendorId: l.vendorId,
        title: product.title,
        sku: product.sku,
        image: mediaUrl(product.imageKey),
        unitPriceMinor: l.unitPriceMinor,
        shippingMinor: l.shippingMinor,
        quantity: l.quantity,
        totalMinor: l.unitPriceMinor * l.quantity,
        createdAt: now,
      };
    }),
  );

  const events: (typeof orderEvents.$inferInsert)[] = [
    ...parts.map((part) => ({
      orderId,
      partId: part.id,
      fromStatus: null,
      toStatus: 'pending',
      actorType: actor.type,
      actorId: actor.id,
      reason:
        part.type === 'vendor' && forwarded ? 'Order placed and forwarded to the vendor' : 'Order placed',
      createdAt: now,
    })),
    {
      orderId,
      fromStatus: null,
      toStatus: 'placed',
      actorType: actor.type,
      actorId: actor.id,
      reason: null,
      details: { total: fromMinor(totals.totalMinor), paymentMethod: order.payment.method },
      createdAt: now,
    },
  ];

  const confirmation = emails.orderConfirmation({
    name: order.customer.name,
    orderNumber: o.number,
    lines: priced.map((l) => [
      `${l.quantity} x ${l.product.title}`,
      money(ctx, l.unitPriceMinor * l.quantity),
    ]),
    total: money(ctx, totals.totalMinor),
    estimatedDelivery: estimateDelivery(now, order.deliverySpeed).toDateString(),
    orderUrl: `${ctx.config.publicUrl}/order-confirmation/${orderId}`,
  });

  return { order: orderRow, parts, items, events, confirmation };
}

/**
 * The placed order as the reply shows it, from the rows just written (as findParts and findItems
 * would read them back: vendor contact on each part, the same order).
 */
export function placedAggregate(
  written: { order: OrderRow; parts: (typeof orderParts.$inferSelect)[]; items: ItemRow[] },
  priced: PricedProductLine[],
): OrderAggregate {
  const vendorOf = new Map(priced.map((l) => [l.vendorId, l.product]));
  return {
    order: written.order,
    parts: written.parts
      .map((part) => {
        const vendor = part.vendorId ? vendorOf.get(part.vendorId) : undefined;
        return {
          ...part,
          vendorName: vendor?.vendorName ?? null,
          vendorEmail: vendor?.vendorEmail ?? null,
          vendorPhone: vendor?.vendorPhone ?? null,
        };
      })
      .sort(partOrder),
    items: written.items.sort(itemOrder),
  };
}
