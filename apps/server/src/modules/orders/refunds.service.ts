import { refundSentence } from '@market/domain';
import type { AppContext } from '../../context.js';
import { emails } from '../mail/index.js';
import { findOrderRow } from './part-rows.queries.js';
import { finishRefund, lockPendingRefunds } from './refunds.queries.js';

/**
 * Sends the order's card refunds still pending to the payment provider, after the transaction that
 * decided them has committed (decision 0047): each refund row is locked (skipped when another sender
 * holds it) and its id is the provider's idempotency reference, so a refund is sent at most once
 * even when two senders meet or a sender is retried. A success is e-mailed to the customer; a
 * refusal is kept with its reason for the marketplace team; a provider that cannot be reached leaves
 * the refund pending for the next sender.
 */
export async function sendPendingRefunds(ctx: AppContext, orderId: string) {
  const mailIds = await ctx.db.transaction(async (tx) => {
    const pending = await lockPendingRefunds(tx, orderId);
    if (pending.length === 0) return [];
    const order = (await findOrderRow(tx, orderId))!;
    const ids: string[] = [];
    for (const refund of pending) {
      let result: Awaited<ReturnType<AppContext['payments']['refund']>>;
      try {
        result = await ctx.payments.refund({
          transactionId: order.transactionId ?? '',
          amountMinor: refund.amountMinor,
          currency: ctx.config.currency,
          reference: refund.id,
        });
      } catch (error) {
        ctx.log.warn(
          { err: error, refundId: refund.id },
          'refund provider unreachable; the refund stays pending',
        );
        continue;
      }
      const done = await finishRefund(
        tx,
        refund.id,
        result.ok
          ? { status: 'succeeded', providerReference: result.reference, completedAt: ctx.clock.now() }
          : { status: 'failed', failureReason: result.reason },
      );
      if (!result.ok) continue;
      ids.push(
        await ctx.mailer.enqueue(
          tx,
          order.customerEmail,
          emails.refundSent({
            name: order.customerName,
            orderNumber: order.orderNumber,
            sentence: refundSentence(done, ctx.config.currency),
            trackUrl: `${ctx.config.publicUrl}/track-order/${order.orderNumber}`,
          }),
        ),
      );
    }
    return ids;
  });
  if (mailIds.length > 0) await ctx.mailer.deliver(mailIds);
}
