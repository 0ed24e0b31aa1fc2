import {
  type DeliverySpeed,
  estimateDelivery,
  fromMinor,
  mergeLines,
  type OrderData,
  type PricedLine,
  priceOrder,
  toMinor,
} from '@market/domain';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../../context.js';
import { AppError, conflict } from '../../lib/errors.js';
import { randomDigits, sha256 } from '../../lib/tokens.js';
import { changeStock } from '../inventory/index.js';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  loadCheckoutData,
  type SaleableProduct,
  unavailableReason,
  writePlacedOrder,
} from './checkout.queries.js';
import { mediaUrl } from './order-dto.js';
import { orderPaidCtes } from './order-money.js';
import type { OrderAggregate } from './orders.queries.js';
import type { Actor } from './part-transition.js';
import { placedAggregate, placedOrderRows } from './placed-order-rows.js';

export type QuoteProblem = { productId: string; title: string; message: string; available: number };

type CartLine = { productId: string; quantity: number };

function priceLines(lines: CartLine[], products: Map<string, SaleableProduct>) {
  const problems: QuoteProblem[] = [];
  const priced: (PricedLine & { product: SaleableProduct })[] = [];
  for (const line of lines) {
    const p = products.get(line.productId);
    const reason = unavailableReason(p);
    if (reason) {
      problems.push({
        productId: line.productId,
        title: p?.title ?? 'A product',
        message: `"${p?.title ?? 'A product'}" ${reason}`,
        available: 0,
      });
      continue;
    }
    if (line.quantity > p!.available) {
      problems.push({
        productId: p!.id,
        title: p!.title,
        message:
          p!.available > 0 ? `Only ${p!.available} left of "${p!.title}"` : `"${p!.title}" is out of stock`,
        available: p!.available,
      });
    }
    priced.push({
      productId: p!.id,
      vendorId: p!.vendorId,
      unitPriceMinor: p!.priceMinor,
      shippingMinor: p!.shippingMinor,
      quantity: line.quantity,
      product: p!,
    });
  }
  return { problems, priced };
}

/** The numbers checkout shows: the same pricing function placing the order charges. */
export async function quoteOrder(opts: { ctx: AppContext; items: CartLine[]; deliverySpeed: DeliverySpeed }) {
  const { ctx } = opts;
  const lines = mergeLines(opts.items);
  const { products, settings } = await loadCheckoutData(
    ctx.db,
    lines.map((l) => l.productId),
  );
  const { problems, priced } = priceLines(lines, products);
  const totals = priceOrder(priced, settings.taxRateBp);
  const now = ctx.clock.now();
  const byId = new Map(priced.map((l) => [l.productId, l.product]));
  return {
    currency: ctx.config.currency,
    items: priced.map((l) => ({
      productId: l.productId,
      title: l.product.title,
      image: mediaUrl(l.product.imageKey),
      vendor: l.vendorId ? { _id: l.vendorId, businessName: l.product.vendorName ?? 'Vendor' } : null,
      unitPrice: fromMinor(l.unitPriceMinor),
      shipping: fromMinor(l.shippingMinor),
      quantity: l.quantity,
      lineTotal: fromMinor(l.unitPriceMinor * l.quantity),
      available: l.product.available,
    })),
    sellers: totals.sellers.map((s) => ({
      vendor: s.vendorId
        ? { _id: s.vendorId, businessName: byId.get(s.lines[0]!.productId)?.vendorName ?? 'Vendor' }
        : null,
      name: s.vendorId ? (byId.get(s.lines[0]!.productId)?.vendorName ?? 'Vendor') : 'Marketplace',
      productIds: s.lines.map((l) => l.productId),
      subtotal: fromMinor(s.subtotalMinor),
      shipping: fromMinor(s.shippingMinor),
    })),
    subtotal: fromMinor(totals.subtotalMinor),
    shipping: fromMinor(totals.shippingMinor),
    tax: fromMinor(totals.taxMinor),
    taxRate: settings.taxRateBp / 10_000,
    total: fromMinor(totals.totalMinor),
    deliverySpeed: opts.deliverySpeed,
    estimatedDelivery: estimateDelivery(now, opts.deliverySpeed).toISOString(),
    problems,
  };
}

const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function orderNumber(at: Date): string {
  let suffix = '';
  const digits = randomDigits(10);
  for (let i = 0; i < 5; i++)
    suffix += ORDER_NUMBER_ALPHABET[Number(digits.slice(i * 2, i * 2 + 2)) % ORDER_NUMBER_ALPHABET.length];
  return `IT-${at.getTime()}${suffix}`;
}

class IdempotentReplay extends Error {}

/** Checks the client's figures against the server's; any difference answers 409 naming it. */
function checkClientFigures(
  order: OrderData,
  priced: ReturnType<typeof priceLines>['priced'],
  totalMinor: number,
) {
  for (const item of order.items) {
    const line = priced.find((l) => l.productId === item.productId);
    if (line && toMinor(item.price) !== line.unitPriceMinor) {
      throw conflict(
        `The price of "${line.product.title}" has changed to ${fromMinor(line.unitPriceMinor).toFixed(2)}. Please review your cart.`,
        'PRICE_CHANGED',
        { productId: line.productId, price: fromMinor(line.unitPriceMinor) },
      );
    }
  }
  if (toMinor(order.payment.amount) !== totalMinor) {
    throw conflict(
      `The order total is ${fromMinor(totalMinor).toFixed(2)}, not ${order.payment.amount.toFixed(2)}. Please review your order.`,
      'TOTAL_CHANGED',
      { total: fromMinor(totalMinor) },
    );
  }
}

function firstProblem(problems: QuoteProblem[]): never {
  const p = problems[0]!;
  throw conflict(
    p.message,
    p.available > 0 || p.message.includes('out of stock') ? 'OUT_OF_STOCK' : 'PRODUCT_UNAVAILABLE',
    {
      productId: p.productId,
      available: p.available,
    },
  );
}

/**
 * Places an order in one transaction: re-prices everything from the database, reserves stock
 * without overselling, splits the order into the marketplace part and one part per vendor with
 * a commission snapshot, writes the first events and the confirmation e-mail. A repeated
 * Idempotency-Key returns the first order.
 */
export async function placeOrder(opts: {
  ctx: AppContext;
  order: OrderData;
  customerId: string | null;
  idempotencyKey?: string;
  receiptKey?: string | null;
}): Promise<{ orderId: string; replayed: boolean; placed?: OrderAggregate }> {
  const { ctx, order } = opts;
  const { card, ...paymentWithoutCard } = order.payment;
  const requestHash = sha256(
    JSON.stringify({ ...order, payment: paymentWithoutCard, customerId: opts.customerId }),
  );
  const key = opts.idempotencyKey ? `order:${opts.idempotencyKey}` : undefined;

  if (key) {
    const existing = await findIdempotencyKey(ctx.db, key);
    if (existing?.orderId) {
      if (existing.requestHash !== requestHash) {
        throw conflict('This Idempotency-Key was already used for a different order', 'IDEMPOTENCY_MISMATCH');
      }
      return { orderId: existing.orderId, replayed: true };
    }
  }

  const lines = mergeLines(order.items.map((i) => ({ productId: i.productId, quantity: i.quantity })));

  if (order.payment.method === 'card' && !card) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Card details are required', [
      { path: 'payment.card', message: 'Card details are required' },
    ]);
  }
  if (order.payment.method === 'bank_transfer' && !opts.receiptKey) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Please upload the bank transfer receipt', [
      { path: 'receipt', message: 'Please upload the bank transfer receipt' },
    ]);
  }

  const now = ctx.clock.now();
  const number = orderNumber(now);
  let transactionId: string | null = null;
  if (order.payment.method === 'card') {
    // A first check outside the transaction so a card is never charged for an order that cannot be placed.
    const current = await loadCheckoutData(
      ctx.db,
      lines.map((l) => l.productId),
    );
    const pre = priceLines(lines, current.products);
    if (pre.problems.length) firstProblem(pre.problems);
    const preTotals = priceOrder(pre.priced, current.settings.taxRateBp);
    checkClientFigures(order, pre.priced, preTotals.totalMinor);
    const auth = await ctx.payments.authorize({
      amountMinor: preTotals.totalMinor,
      currency: ctx.config.currency,
      card: card!,
      reference: number,
    });
    if (!auth.approved) throw new AppError(402, 'PAYMENT_DECLINED', auth.reason);
    transactionId = auth.transactionId;
  }

  const actor: Actor = { type: opts.customerId ? 'customer' : 'guest', id: opts.customerId };
  let result: { orderId: string; mailId: string; placed: OrderAggregate };
  try {
    result = await ctx.db.transaction(async (tx) => {
      if (key) {
        if (!(await claimIdempotencyKey(tx, { key, requestHash, createdAt: now })))
          throw new IdempotentReplay();
      }
      // Prices, availability and totals again, inside the transaction that charges them.
      const { products, settings } = await loadCheckoutData(
        tx,
        lines.map((l) => l.productId),
      );
      const { problems, priced } = priceLines(lines, products);
      if (problems.length) firstProblem(problems);
      const totals = priceOrder(priced, settings.taxRateBp);
      checkClientFigures(order, priced, totals.totalMinor);

      const orderId = uuidv7();
      const rows = placedOrderRows({
        ctx,
        order,
        orderId,
        number,
        now,
        priced,
        totals,
        settings,
        actor,
        customerId: opts.customerId,
        transactionId,
        receiptKey: opts.receiptKey ?? null,
      });

      // Inventory reserves the lines in product id order (with the movements and alerts), the last
      // one inside the order's insert (one round trip fewer; the most contended row stays locked
      // only from that statement to the commit); a line it cannot cover rolls everything back.
      const mail = ctx.mailer.outboxRow(order.customer.email, rows.confirmation);
      // A card is charged at checkout: the payment and each seller's share go to the ledger in the
      // order's own insert.
      const ledger = transactionId
        ? orderPaidCtes(tx, {
            orderId,
            taxRateBp: rows.order.taxRateBp ?? settings.taxRateBp,
            rows: {
              parts: rows.parts,
              items: rows.items.map((i) => ({
                id: i.id!,
                partId: i.partId,
                unitPriceMinor: i.unitPriceMinor,
                shippingMinor: i.shippingMinor ?? 0,
                quantity: i.quantity,
              })),
            },
            at: now,
            actorId: opts.customerId,
          })
        : null;
      let written: Awaited<ReturnType<typeof writePlacedOrder>> | undefined;
      const move = { orderId, actorId: opts.customerId, at: now, reason: `Order ${number}` };
      const reservation = await changeStock(tx, {
        kind: 'reserve',
        lines: priced,
        move,
        last: async (lastReservation) => {
          written = await writePlacedOrder(tx, {
            reservation: lastReservation,
            order: rows.order,
            parts: rows.parts,
            items: rows.items,
            events: rows.events,
            outbox: mail,
            idempotencyKey: key,
            ledger,
          });
          return written.reserved;
        },
      });
      if (reservation.short) {
        const { productId, available: left } = reservation.short;
        const line = priced.find((l) => l.productId === productId)!;
        throw conflict(
          left > 0
            ? `Only ${left} left of "${line.product.title}"`
            : `"${line.product.title}" is out of stock`,
          'OUT_OF_STOCK',
          { productId, available: left },
        );
      }

      const placed = placedAggregate(written!, priced);
      return { orderId, mailId: mail.id, placed };
    });
  } catch (error) {
    if (transactionId) await ctx.payments.void(transactionId);
    if (error instanceof IdempotentReplay && key) {
      const existing = await findIdempotencyKey(ctx.db, key);
      if (existing?.orderId) return { orderId: existing.orderId, replayed: true };
      throw conflict('An order with this Idempotency-Key is being placed', 'IDEMPOTENCY_IN_PROGRESS');
    }
    throw error;
  }
  await ctx.mailer.deliver([result.mailId]);
  ctx.orderBus.publish({ orderId: result.orderId, status: 'placed', at: now.toISOString() });
  return { orderId: result.orderId, replayed: false, placed: result.placed };
}
