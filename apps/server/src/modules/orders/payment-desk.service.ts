import { refundSentence } from '@market/domain';
import type { AppContext } from '../../context.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { emails } from '../mail/index.js';
import { updateOrderRowOnly } from './part-rows.queries.js';
import { recomputeOrder } from './part-transition.js';
import { finishRefund, lockOrderRefund, lockOrderRow } from './refunds.queries.js';

/**
 * An admin confirms that a bank transfer order's money arrived (decision 0047): the order is paid,
 * its payment is posted to the ledger and any item cancelled before is owed back, in one
 * transaction. Only a pending bank transfer can be confirmed (409 otherwise, nothing changed).
 */
export async function confirmBankTransfer(opts: {
  ctx: AppContext;
  orderId: string;
  adminId: string;
  reference?: string | null;
}) {
  const { ctx } = opts;
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, opts.orderId);
    if (!order) throw notFound('Order not found', 'ORDER_NOT_FOUND');
    if (order.paymentMethod !== 'bank_transfer')
      throw conflict(
        'Only a bank transfer is confirmed by hand; this order was paid otherwise',
        'NOT_BANK_TRANSFER',
      );
    if (order.paymentStatus !== 'pending')
      throw conflict('This bank transfer was already confirmed', 'ALREADY_CONFIRMED');
    const at = ctx.clock.now();
    await updateOrderRowOnly(tx, order.id, {
      paymentStatus: 'paid',
      transactionId: opts.reference ?? order.transactionId,
      updatedAt: at,
    });
    await recomputeOrder(tx, order.id, at, opts.adminId);
    noteAuditChange({
      subjectType: 'order',
      subjectId: order.id,
      vendorId: null,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'paid', reference: opts.reference ?? null },
    });
  });
}

/**
 * An admin records that a refund owed by bank transfer was sent (with the bank's reference): the
 * refund is done and the customer is told. Only an owed refund can be recorded (409 otherwise).
 */
export async function recordRefundSent(opts: {
  ctx: AppContext;
  orderId: string;
  refundId: string;
  adminId: string;
  reference: string;
}) {
  const { ctx } = opts;
  const mailId = await ctx.db.transaction(async (tx) => {
    const refund = await lockOrderRefund(tx, opts.orderId, opts.refundId);
    if (!refund) throw notFound('Refund not found', 'REFUND_NOT_FOUND');
    if (refund.status !== 'owed')
      throw conflict('Only a refund that is owed can be recorded as sent', 'REFUND_NOT_OWED');
    const order = (await lockOrderRow(tx, opts.orderId))!;
    const done = await finishRefund(tx, refund.id, {
      status: 'recorded',
      providerReference: opts.reference,
      completedAt: ctx.clock.now(),
    });
    noteAuditChange({
      subjectType: 'order_refund',
      subjectId: refund.id,
      vendorId: null,
      before: { status: 'owed' },
      after: { status: 'recorded', reference: opts.reference, amountMinor: refund.amountMinor },
    });
    return ctx.mailer.enqueue(
      tx,
      order.customerEmail,
      emails.refundSent({
        name: order.customerName,
        orderNumber: order.orderNumber,
        sentence: refundSentence(done, ctx.config.currency),
        trackUrl: `${ctx.config.publicUrl}/track-order/${order.orderNumber}`,
      }),
    );
  });
  await ctx.mailer.deliver([mailId]);
}
