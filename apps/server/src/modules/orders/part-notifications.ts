import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { emails } from '../mail/index.js';
import type { orderParts, orders } from './orders.tables.js';

/** E-mails the customer when a part ships, is delivered or is cancelled; returns the outbox id. */
export async function notifyCustomerOfPart(
  ctx: AppContext,
  tx: Tx,
  opts: {
    order: typeof orders.$inferSelect;
    part: typeof orderParts.$inferSelect;
    sellerName: string;
    reason?: string | null;
  },
): Promise<string | null> {
  const { order, part } = opts;
  if (
    part.status !== 'shipped' &&
    part.status !== 'delivered' &&
    part.status !== 'cancelled' &&
    part.status !== 'rejected'
  ) {
    return null;
  }
  return ctx.mailer.enqueue(
    tx,
    order.customerEmail,
    emails.orderStatusChanged({
      name: order.customerName,
      orderNumber: order.orderNumber,
      status: part.status === 'rejected' ? 'cancelled' : part.status,
      sellerName: opts.sellerName,
      tracking:
        part.status === 'shipped' ? { carrier: part.carrier, trackingNumber: part.trackingNumber } : null,
      reason: opts.reason ?? null,
      trackUrl: `${ctx.config.publicUrl}/track-order/${order.orderNumber}`,
    }),
  );
}
