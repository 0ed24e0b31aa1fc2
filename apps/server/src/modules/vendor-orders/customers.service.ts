import { fromMinor, VENDOR_CUSTOMER_MESSAGES as M, vendorStatusLabel } from '@market/domain';
import type { AppContext } from '../../context.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { findUserById } from '../accounts/index.js';
import { countVendorParts, listVendorParts, selectVendorCustomers } from '../orders/index.js';
import { customerIdOf, customerKeyOf } from './customer-id.js';
import {
  type CustomerNoteRow,
  deleteCustomerNoteRow,
  insertCustomerNote,
  lockCustomerNote,
  selectCustomerNotes,
} from './customer-notes.queries.js';
import type { CustomerNoteDto, VendorCustomerDto } from './customers.schemas.js';

type CustomerRow = Awaited<ReturnType<typeof selectVendorCustomers>>[number];

const iso = (d: Date | string) => new Date(d).toISOString();

function toCustomerDto(r: CustomerRow): VendorCustomerDto {
  return {
    id: customerIdOf(r.email),
    email: r.email,
    name: r.name,
    orderCount: Number(r.orders),
    totalSpent: fromMinor(Number(r.spent)),
    firstOrder: iso(r.first_order),
    lastOrder: iso(r.last_order),
  };
}

/** Customers who bought from this vendor (by e-mail), with order count, total spent, first and last order. */
export async function listVendorCustomers(opts: {
  ctx: AppContext;
  vendorId: string;
  search?: string;
  page: number;
  limit: number;
}) {
  const { ctx } = opts;
  const search = opts.search?.trim();
  const term = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const rows = await selectVendorCustomers(
    ctx.db,
    opts.vendorId,
    { term },
    { offset: (opts.page - 1) * opts.limit, limit: opts.limit },
  );
  const total = rows[0]?.total ?? 0;
  return {
    customers: rows.map(toCustomerDto),
    pagination: pagination(opts.page, opts.limit, total),
  };
}

/**
 * The customer an id names, with the figures of the customers list; 404 when the id is malformed
 * or the customer has no order with this vendor that the list counts (another vendor's customer).
 */
async function findCustomer(ctx: AppContext, vendorId: string, customerId: string) {
  const key = customerKeyOf(customerId);
  if (!key) throw notFound(M.customerNotFound);
  const [row] = await selectVendorCustomers(ctx.db, vendorId, { customerKey: key }, { offset: 0, limit: 1 });
  if (!row) throw notFound(M.customerNotFound);
  return { key, customer: toCustomerDto(row) };
}

export async function getVendorCustomer(opts: { ctx: AppContext; vendorId: string; customerId: string }) {
  return (await findCustomer(opts.ctx, opts.vendorId, opts.customerId)).customer;
}

/** The customer's orders with this vendor, newest first, cancelled ones too (each with its status). */
export async function listVendorCustomerOrders(opts: {
  ctx: AppContext;
  vendorId: string;
  customerId: string;
  page: number;
  limit: number;
}) {
  const { ctx } = opts;
  const { key } = await findCustomer(ctx, opts.vendorId, opts.customerId);
  const filter = { vendorId: opts.vendorId, customerKey: key };
  const offset = (opts.page - 1) * opts.limit;
  const rows = await listVendorParts(ctx.db, filter, offset, opts.limit);
  // Every row carries the total; past the end it is counted.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countVendorParts(ctx.db, filter));
  return {
    orders: rows.map(({ part, items }) => ({
      _id: part.id,
      orderNumber: part.orderNumber,
      createdAt: part.createdAt.toISOString(),
      status: part.status,
      statusLabel: vendorStatusLabel(part.status, part.cancelledBy === 'user'),
      itemCount: part.itemCount,
      totalAmount: fromMinor(part.subtotalMinor + part.shippingMinor),
      items: items.map((i) => ({ title: i.title, quantity: i.quantity })),
    })),
    pagination: pagination(opts.page, opts.limit, total),
  };
}

/**
 * Who is writing: the vendor's person, or the admin behind an impersonation session (who writes
 * and deletes under their own name, audited like every impersonated write).
 */
export type NoteActor = { userId: string; name: string; impersonatorId: string | null };

const actorId = (actor: NoteActor) => actor.impersonatorId ?? actor.userId;

function toNoteDto(row: CustomerNoteRow, actor: NoteActor): CustomerNoteDto {
  return {
    _id: row.id,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    author: { name: row.authorName, byAdmin: row.byAdmin },
    mine: row.authorId !== null && row.authorId === actorId(actor),
  };
}

export async function listCustomerNotes(opts: {
  ctx: AppContext;
  vendorId: string;
  customerId: string;
  actor: NoteActor;
}) {
  const { key } = await findCustomer(opts.ctx, opts.vendorId, opts.customerId);
  const rows = await selectCustomerNotes(opts.ctx.db, opts.vendorId, key);
  return rows.map((r) => toNoteDto(r, opts.actor));
}

export async function addCustomerNote(opts: {
  ctx: AppContext;
  vendorId: string;
  customerId: string;
  actor: NoteActor;
  note: string;
}) {
  const { ctx, actor } = opts;
  const { key } = await findCustomer(ctx, opts.vendorId, opts.customerId);
  const admin = actor.impersonatorId ? await findUserById(ctx.db, actor.impersonatorId) : undefined;
  const row = await insertCustomerNote(ctx.db, {
    vendorId: opts.vendorId,
    customerKey: key,
    note: opts.note,
    authorId: actorId(actor),
    authorName: admin?.name ?? actor.name,
    byAdmin: Boolean(actor.impersonatorId),
    createdAt: ctx.clock.now(),
  });
  noteAuditChange({
    subjectType: 'customer_note',
    subjectId: row.id,
    vendorId: opts.vendorId,
    after: { customerId: opts.customerId },
  });
  return toNoteDto(row, actor);
}

/** Deletes a note its author wrote; another vendor's note, or another customer's, is not found. */
export async function deleteCustomerNote(opts: {
  ctx: AppContext;
  vendorId: string;
  customerId: string;
  noteId: string;
  actor: NoteActor;
}) {
  const { ctx } = opts;
  const { key } = await findCustomer(ctx, opts.vendorId, opts.customerId);
  await ctx.db.transaction(async (tx) => {
    const note = await lockCustomerNote(tx, {
      vendorId: opts.vendorId,
      customerKey: key,
      noteId: opts.noteId,
    });
    if (!note) throw notFound(M.noteNotFound);
    if (note.authorId === null || note.authorId !== actorId(opts.actor)) throw forbidden(M.notYourNote);
    await deleteCustomerNoteRow(tx, note.id);
  });
  noteAuditChange({
    subjectType: 'customer_note',
    subjectId: opts.noteId,
    vendorId: opts.vendorId,
    before: { customerId: opts.customerId },
  });
}
