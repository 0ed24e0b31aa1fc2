import {
  averageRating,
  defaultSortOrder,
  INQUIRY_PRIORITY_RANK,
  INQUIRY_STATUS_LABELS,
  type InquiryBulkInput,
  type InquiryListQuery,
  type InquiryPriority,
  type InquiryStatus,
  type InquiryStatusAction,
  INQUIRY_MESSAGES as M,
  statusChangeRefusal,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { findVendorContact } from '../accounts/index.js';
import {
  conversationOf,
  findInquiry,
  type InquiryRow,
  type InquiryScope,
  notesOf,
} from './inquiries.queries.js';
import { inquiryPagination, toDeskDetail, toSummary } from './inquiry-dto.js';
import type { IncomingFile } from './inquiry-files.js';
import { inquiryStats, listInquiries, unreadCounts } from './inquiry-list.queries.js';
import {
  insertNote,
  insertNotes,
  lockInquiries,
  markRead,
  updateInquiry,
  updateMany,
} from './inquiry-writes.queries.js';
import { closedRefusal, postMessage } from './message-post.js';

/**
 * Who answers: a vendor (its own inquiries) or an admin (the marketplace desk, and any vendor's
 * inquiry it steps into: its replies there are signed by the marketplace).
 */
export type DeskActor =
  | { role: 'vendor'; vendorId: string; userId: string; name: string }
  | { role: 'admin'; userId: string; name: string };

/** What an actor's bulk actions and unread badge cover: the vendor's own inquiries, or the marketplace's desk. */
const writeScope = (actor: DeskActor): InquiryScope =>
  actor.role === 'vendor' ? { kind: 'desk', vendorId: actor.vendorId } : { kind: 'desk', vendorId: null };
/** What an actor may read: admins read every inquiry. */
const readScope = (actor: DeskActor): InquiryScope =>
  actor.role === 'vendor' ? writeScope(actor) : { kind: 'all' };

export type AdminListScope = { scope?: 'desk' | 'vendors' | 'all'; vendorId?: string };

function listScope(actor: DeskActor, admin: AdminListScope = {}): InquiryScope {
  if (actor.role === 'vendor') return writeScope(actor);
  if (admin.vendorId) return { kind: 'vendors', vendorId: admin.vendorId };
  if (admin.scope === 'vendors') return { kind: 'vendors' };
  if (admin.scope === 'all') return { kind: 'all' };
  return { kind: 'desk', vendorId: null };
}

/** An inquiry the actor may answer or change (any inquiry for an admin): 404 when it is not visible. */
async function writable(ctx: AppContext, actor: DeskActor, ref: string): Promise<InquiryRow> {
  const inquiry = await findInquiry(ctx.db, ref, readScope(actor));
  if (!inquiry) throw notFound(M.notFound);
  return inquiry;
}

/** An admin acting on an inquiry addressed to a vendor. */
const stepsIn = (actor: DeskActor, inquiry: InquiryRow) =>
  actor.role === 'admin' && inquiry.vendorId !== null;

export async function listDeskInquiries(opts: {
  ctx: AppContext;
  actor: DeskActor;
  query: InquiryListQuery;
  admin?: AdminListScope;
}) {
  const { query } = opts;
  const { rows, total } = await listInquiries(opts.ctx.db, {
    scope: listScope(opts.actor, opts.admin),
    status: query.status,
    priorityRank: query.priority ? INQUIRY_PRIORITY_RANK[query.priority] : undefined,
    category: query.category,
    search: query.search,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder ?? defaultSortOrder(query.sortBy),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    inquiries: rows.map((r) => toSummary(r, 'desk')),
    pagination: inquiryPagination(query.page, query.limit, total),
  };
}

/** Stat cards: totals, average first-response minutes and Customer Satisfaction (null = N/A). */
export async function getDeskInquiryStats(opts: {
  ctx: AppContext;
  actor: DeskActor;
  admin?: AdminListScope;
}) {
  const s = await inquiryStats(opts.ctx.db, listScope(opts.actor, opts.admin));
  return {
    overview: {
      totalInquiries: s.total,
      openInquiries: s.open,
      avgResponseTime: s.answered === 0 ? null : Math.round(s.responseSeconds / s.answered / 60),
      avgRating: s.rated === 0 ? null : averageRating([s.ratingSum / s.rated]),
    },
  };
}

export async function countDeskUnread(opts: { ctx: AppContext; actor: DeskActor }) {
  return unreadCounts(opts.ctx.db, writeScope(opts.actor));
}

/**
 * The desk's view with notes; opening it marks the customer's messages read (not when an admin
 * opens a vendor's inquiry: they stay unread for the vendor).
 */
export async function getDeskInquiry(opts: { ctx: AppContext; actor: DeskActor; inquiryRef: string }) {
  const { ctx, actor } = opts;
  let inquiry = await findInquiry(ctx.db, opts.inquiryRef, readScope(actor));
  if (!inquiry) throw notFound(M.notFound);
  const steppingIn = stepsIn(actor, inquiry);
  if (!steppingIn && inquiry.vendorUnread > 0) {
    await markRead(ctx.db, { inquiryId: inquiry.id, reader: 'vendor', at: ctx.clock.now() });
    inquiry = { ...inquiry, vendorUnread: 0 };
  }
  const [conversation, notes, vendor] = await Promise.all([
    conversationOf(ctx.db, inquiry.id),
    notesOf(ctx.db, inquiry.id),
    findVendorContact(ctx.db, inquiry.vendorId),
  ]);
  return toDeskDetail({
    inquiry,
    vendorName: vendor?.businessName ?? null,
    ...conversation,
    notes,
    steppingIn,
  });
}

/**
 * A reply of the vendor (signed with its business name), of the marketplace desk (signed by the
 * admin), or of an admin stepping into a vendor's inquiry (signed 'Marketplace team', shown as the
 * marketplace's to the customer and the vendor, e-mailed to both).
 */
export async function replyFromDesk(opts: {
  ctx: AppContext;
  actor: DeskActor;
  inquiryRef: string;
  message: string;
  files: IncomingFile[];
}) {
  const { ctx, actor } = opts;
  const inquiry = await writable(ctx, actor, opts.inquiryRef);
  const name =
    actor.role === 'vendor'
      ? ((await findVendorContact(ctx.db, actor.vendorId))?.businessName ?? actor.name)
      : stepsIn(actor, inquiry)
        ? M.marketplaceSender
        : actor.name;
  const { message } = await postMessage({
    ctx,
    inquiryRef: inquiry.id,
    scope: readScope(actor),
    sender: { userId: actor.userId, name, role: actor.role },
    text: opts.message,
    files: opts.files,
    check: closedRefusal,
    nextStatus: (s) => s,
  });
  noteAuditChange({
    subjectType: 'inquiry',
    subjectId: inquiry.id,
    vendorId: inquiry.vendorId,
    after: { messageId: message._id, senderName: name },
  });
  return message;
}

/** A status action of the detail screen (closed only from resolved); the change is noted as 'System'. */
export async function changeInquiryStatus(opts: {
  ctx: AppContext;
  actor: DeskActor;
  inquiryRef: string;
  status: InquiryStatusAction;
}) {
  const { ctx, actor } = opts;
  const found = await writable(ctx, actor, opts.inquiryRef);
  const by = stepsIn(actor, found) ? `${M.marketplaceSender} (${actor.name})` : actor.name;
  const updated = await ctx.db.transaction(async (tx) => {
    const inquiry = await findInquiry(tx, found.id, readScope(actor), { lock: true });
    if (!inquiry) throw notFound(M.notFound);
    const refusal = statusChangeRefusal(inquiry.status, opts.status);
    if (refusal) throw conflict(refusal, 'INVALID_STATUS_CHANGE', { from: inquiry.status, to: opts.status });
    const now = ctx.clock.now();
    await insertNote(tx, {
      inquiryId: inquiry.id,
      note: `Status changed from ${INQUIRY_STATUS_LABELS[inquiry.status]} to ${INQUIRY_STATUS_LABELS[opts.status]} by ${by}`,
      addedAt: now,
    });
    noteAuditChange({
      subjectType: 'inquiry',
      subjectId: inquiry.id,
      vendorId: inquiry.vendorId,
      before: { status: inquiry.status },
      after: { status: opts.status },
    });
    return updateInquiry(tx, inquiry.id, { status: opts.status, lastActivityAt: now });
  });
  ctx.inquiryBus.publish({
    type: 'status',
    inquiryId: updated.id,
    status: updated.status,
    priority: updated.priority,
  });
  return getDeskInquiry({ ctx, actor, inquiryRef: updated.id });
}

export async function addInquiryNote(opts: {
  ctx: AppContext;
  actor: DeskActor;
  inquiryRef: string;
  note: string;
}) {
  const { ctx, actor } = opts;
  const inquiry = await writable(ctx, actor, opts.inquiryRef);
  const note = await insertNote(ctx.db, {
    inquiryId: inquiry.id,
    note: opts.note,
    addedById: actor.userId,
    addedByName: actor.name,
    addedAt: ctx.clock.now(),
  });
  return {
    _id: note.id,
    note: note.note,
    addedBy: note.addedByName ? { name: note.addedByName } : null,
    addedAt: note.addedAt.toISOString(),
  };
}

/**
 * Sets the status or priority of many inquiries in one transaction; any id that is not the
 * actor's refuses the whole batch (404, nothing changed).
 */
export async function bulkUpdateInquiries(opts: {
  ctx: AppContext;
  actor: DeskActor;
  input: InquiryBulkInput;
}) {
  const { ctx, actor, input } = opts;
  const result = await ctx.db.transaction(async (tx) => {
    const found = await lockInquiries(tx, input.inquiryIds, writeScope(actor));
    if (found.length !== input.inquiryIds.length) throw notFound(M.someNotFound);
    const now = ctx.clock.now();
    const change =
      input.field === 'status'
        ? { status: input.value as InquiryStatus }
        : {
            priority: input.value as InquiryPriority,
            priorityRank: INQUIRY_PRIORITY_RANK[input.value as InquiryPriority],
          };
    const modified = await updateMany(tx, input.inquiryIds, change, now);
    const field = input.field;
    for (const row of found)
      noteAuditChange({
        subjectType: 'inquiry',
        subjectId: row.id,
        vendorId: row.vendorId,
        before: { [field]: row[field] },
        after: { [field]: input.value },
      });
    if (input.field === 'status') {
      await insertNotes(
        tx,
        input.inquiryIds.map((inquiryId) => ({
          inquiryId,
          note: `Status set to ${INQUIRY_STATUS_LABELS[input.value as InquiryStatus]} by ${actor.name} (bulk action)`,
          addedAt: now,
        })),
      );
    }
    return modified;
  });
  return { modifiedCount: result };
}
