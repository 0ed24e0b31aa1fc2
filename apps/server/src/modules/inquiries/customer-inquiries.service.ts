import { randomInt } from 'node:crypto';
import {
  type CreateInquiryInput,
  canRate,
  INQUIRY_LIMITS,
  INQUIRY_MESSAGES as M,
  statusAfterCustomerMessage,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors.js';
import { findUserContact, findVendorContact, lockUser } from '../accounts/index.js';
import { findVisibleProduct } from '../catalog/index.js';
import { findCustomerOrder } from '../orders/index.js';
import {
  conversationOf,
  countInquiriesSince,
  findInquiry,
  type InquiryScope,
  oldestInquirySince,
} from './inquiries.queries.js';
import { inquiryPagination, toCustomerDetail, toSummary } from './inquiry-dto.js';
import { type IncomingFile, removeFiles, storeFiles } from './inquiry-files.js';
import { listInquiries, unreadCounts } from './inquiry-list.queries.js';
import { insertInquiry, markRead, setRating } from './inquiry-writes.queries.js';
import { addMessage, announce, closedRefusal, postMessage } from './message-post.js';

const HOUR_MS = 3600_000;
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** INQ- and 8 characters from an unambiguous alphabet (34^8, about 1.8e12 numbers). */
export const newInquiryNumber = () =>
  `INQ-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

type Customer = { userId: string };
const mine = (c: Customer): InquiryScope => ({ kind: 'customer', customerId: c.userId });

/** Which desk an inquiry goes to: the product's vendor (null = marketplace), or the chosen part of the customer's order. */
async function addressee(ctx: AppContext, customer: Customer, input: CreateInquiryInput) {
  const product = input.relatedProduct ? await findVisibleProduct(ctx.db, input.relatedProduct) : undefined;
  if (input.relatedProduct && !product) throw notFound(M.productNotFound, 'PRODUCT_NOT_FOUND');
  const order = input.relatedOrder
    ? await findCustomerOrder(ctx.db, customer.userId, input.relatedOrder)
    : undefined;
  if (input.relatedOrder && !order) throw notFound(M.orderNotFound, 'ORDER_NOT_FOUND');
  let vendorId: string | null;
  if (product) {
    vendorId = product.vendorId;
    if (input.vendorId !== undefined && input.vendorId !== vendorId)
      throw badRequest('The product is sold by another vendor', [
        { path: 'vendorId', message: 'Invalid vendor' },
      ]);
    if (order && !order.vendorIds.includes(vendorId))
      throw badRequest(M.productNotInOrder, [{ path: 'relatedProduct', message: M.productNotInOrder }]);
  } else {
    vendorId = input.vendorId ?? null;
    if (!order!.vendorIds.includes(vendorId))
      throw badRequest('This seller has no items in the order', [
        { path: 'vendorId', message: 'Invalid vendor' },
      ]);
  }
  return { vendorId, product, order };
}

/**
 * A customer opens an inquiry about a visible product and/or one of its own orders, with its
 * first message and files; at most 10 per hour (429). Priority starts at medium.
 */
export async function openInquiry(opts: {
  ctx: AppContext;
  customer: Customer;
  input: CreateInquiryInput;
  files: IncomingFile[];
}) {
  const { ctx, customer, input } = opts;
  const { vendorId, product, order } = await addressee(ctx, customer, input);
  const contact = await findUserContact(ctx.db, customer.userId);
  if (!contact) throw notFound();
  const stored = await storeFiles(ctx, opts.files);
  let added: Awaited<ReturnType<typeof addMessage>>;
  try {
    added = await ctx.db.transaction(async (tx) => {
      await lockUser(tx, customer.userId);
      const now = ctx.clock.now();
      const since = new Date(now.getTime() - HOUR_MS);
      if (
        (await countInquiriesSince(tx, customer.userId, since)) >= INQUIRY_LIMITS.customerInquiriesPerHour
      ) {
        const oldest = await oldestInquirySince(tx, customer.userId, since);
        const retry = oldest ? Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000) : 3600;
        throw tooManyRequests(M.tooManyInquiries, retry);
      }
      const number = newInquiryNumber();
      const inquiry = await insertInquiry(tx, {
        inquiryNumber: number,
        vendorId,
        customerId: customer.userId,
        customerName: contact.name,
        customerEmail: contact.email,
        customerPhone: contact.phone,
        subject: input.subject,
        category: input.category,
        relatedOrderId: order?.id ?? null,
        relatedOrderNumber: order?.orderNumber ?? null,
        relatedProductId: product?.id ?? null,
        relatedProductName: product?.title ?? null,
        searchText: [number, input.subject, contact.name, contact.email].join('\u001f').toLowerCase(),
        lastActivityAt: now,
        createdAt: now,
      });
      // The first message goes through the same path as every other one (files, counters, e-mail).
      return addMessage(ctx, tx, {
        inquiry,
        sender: { userId: customer.userId, name: contact.name, role: 'customer' },
        text: input.message,
        stored,
        nextStatus: (s) => s,
      });
    });
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
  await announce(ctx, added);
  const created = added.inquiry;
  return getMyInquiry({ ctx, customer, inquiryRef: created.id, markAsRead: false });
}

export async function listMyInquiries(opts: {
  ctx: AppContext;
  customer: Customer;
  page: number;
  limit: number;
}) {
  const { rows, total } = await listInquiries(opts.ctx.db, {
    scope: mine(opts.customer),
    sortBy: 'lastActivityAt',
    sortOrder: 'desc',
    limit: opts.limit,
    offset: (opts.page - 1) * opts.limit,
  });
  return {
    inquiries: rows.map((r) => toSummary(r, 'customer')),
    pagination: inquiryPagination(opts.page, opts.limit, total),
  };
}

/** The customer's view of its inquiry (never the notes); opening it marks the vendor's messages read. */
export async function getMyInquiry(opts: {
  ctx: AppContext;
  customer: Customer;
  inquiryRef: string;
  markAsRead?: boolean;
}) {
  const { ctx } = opts;
  let inquiry = await findInquiry(ctx.db, opts.inquiryRef, mine(opts.customer));
  if (!inquiry) throw notFound(M.notFound);
  if (opts.markAsRead !== false && inquiry.customerUnread > 0) {
    await markRead(ctx.db, { inquiryId: inquiry.id, reader: 'customer', at: ctx.clock.now() });
    inquiry = { ...inquiry, customerUnread: 0 };
  }
  const [conversation, vendor] = await Promise.all([
    conversationOf(ctx.db, inquiry.id),
    findVendorContact(ctx.db, inquiry.vendorId),
  ]);
  return toCustomerDetail({ inquiry, vendorName: vendor?.businessName ?? null, ...conversation });
}

export async function replyAsCustomer(opts: {
  ctx: AppContext;
  customer: Customer & { name: string };
  inquiryRef: string;
  message: string;
  files: IncomingFile[];
}) {
  const { message } = await postMessage({
    ctx: opts.ctx,
    inquiryRef: opts.inquiryRef,
    scope: mine(opts.customer),
    sender: { userId: opts.customer.userId, name: opts.customer.name, role: 'customer' },
    text: opts.message,
    files: opts.files,
    check: closedRefusal,
    nextStatus: statusAfterCustomerMessage,
  });
  return message;
}

/** Rates a resolved inquiry once (1 to 5); the rating feeds the desk's Customer Satisfaction. */
export async function rateInquiry(opts: {
  ctx: AppContext;
  customer: Customer;
  inquiryRef: string;
  rating: number;
}) {
  const { ctx } = opts;
  const inquiry = await findInquiry(ctx.db, opts.inquiryRef, mine(opts.customer));
  if (!inquiry) throw notFound(M.notFound);
  const refusal = canRate(inquiry);
  if (refusal) throw conflict(refusal, 'RATING_REFUSED');
  if (!(await setRating(ctx.db, inquiry.id, opts.rating, ctx.clock.now())))
    throw conflict(M.alreadyRated, 'RATING_REFUSED');
  return getMyInquiry({ ctx, customer: opts.customer, inquiryRef: inquiry.id, markAsRead: false });
}

export async function countMyUnread(opts: { ctx: AppContext; customer: Customer }) {
  return unreadCounts(opts.ctx.db, mine(opts.customer));
}
