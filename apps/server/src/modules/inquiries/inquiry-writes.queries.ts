import type { InquiryPriority, InquiryStatus } from '@market/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type InquiryRow,
  type InquiryScope,
  type NewInquiry,
  type NoteRow,
  scopeWhere,
} from './inquiries.queries.js';
import { inquiries, inquiryAttachments, inquiryMessages, inquiryNotes } from './inquiries.tables.js';

/** The inquiries' writes: new inquiries, messages, attachments and notes, counters, status and rating, e-mail slots. */

export async function insertInquiry(db: DbOrTx, values: NewInquiry): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(values).returning();
  return row!;
}

export async function insertMessage(db: DbOrTx, values: typeof inquiryMessages.$inferInsert) {
  const [row] = await db.insert(inquiryMessages).values(values).returning();
  return row!;
}

export async function insertAttachments(db: DbOrTx, rows: (typeof inquiryAttachments.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(inquiryAttachments).values(rows).returning();
}

const SEARCH_CAP = 20_000;

/**
 * Counts a new message on its inquiry: message count, the other side's unread count, last
 * activity, the first customer message / first vendor reply, the searched text, and a status.
 */
export async function recordMessage(
  db: DbOrTx,
  opts: { inquiryId: string; vendorSide: boolean; at: Date; text: string; status: InquiryStatus },
): Promise<InquiryRow> {
  const first = opts.vendorSide
    ? { firstVendorReplyAt: sql`coalesce(${inquiries.firstVendorReplyAt}, ${opts.at})` }
    : { firstCustomerMessageAt: sql`coalesce(${inquiries.firstCustomerMessageAt}, ${opts.at})` };
  const unread = opts.vendorSide
    ? { customerUnread: sql`${inquiries.customerUnread} + 1` }
    : { vendorUnread: sql`${inquiries.vendorUnread} + 1` };
  const [row] = await db
    .update(inquiries)
    .set({
      ...first,
      ...unread,
      messageCount: sql`${inquiries.messageCount} + 1`,
      lastActivityAt: opts.at,
      status: opts.status,
      searchText: sql`left(${inquiries.searchText} || chr(31) || lower(${opts.text}), ${SEARCH_CAP})`,
    })
    .where(eq(inquiries.id, opts.inquiryId))
    .returning();
  return row!;
}

/** Marks the other side's messages read and clears the reader's unread count. */
export async function markRead(
  db: DbOrTx,
  opts: { inquiryId: string; reader: 'vendor' | 'customer'; at: Date },
) {
  const readerIsVendor = opts.reader === 'vendor';
  await db
    .update(inquiryMessages)
    .set({ readAt: opts.at })
    .where(
      and(
        eq(inquiryMessages.inquiryId, opts.inquiryId),
        eq(inquiryMessages.isVendorMessage, !readerIsVendor),
        isNull(inquiryMessages.readAt),
      ),
    );
  await db
    .update(inquiries)
    .set(readerIsVendor ? { vendorUnread: 0 } : { customerUnread: 0 })
    .where(eq(inquiries.id, opts.inquiryId));
}

export async function updateInquiry(
  db: DbOrTx,
  id: string,
  values: Partial<NewInquiry>,
): Promise<InquiryRow> {
  const [row] = await db.update(inquiries).set(values).where(eq(inquiries.id, id)).returning();
  return row!;
}

/** Rates a resolved, unrated inquiry; returns false when another request rated it first. */
export async function setRating(db: DbOrTx, id: string, rating: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(inquiries)
    .set({ rating, ratedAt: at })
    .where(and(eq(inquiries.id, id), isNull(inquiries.rating), eq(inquiries.status, 'resolved')))
    .returning({ id: inquiries.id });
  return rows.length === 1;
}

export async function insertNote(db: DbOrTx, values: typeof inquiryNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(inquiryNotes).values(values).returning();
  return row!;
}

/** The selected inquiries within a scope, locked in id order. */
export async function lockInquiries(db: DbOrTx, ids: string[], scope: InquiryScope) {
  return db
    .select({
      id: inquiries.id,
      vendorId: inquiries.vendorId,
      status: inquiries.status,
      priority: inquiries.priority,
    })
    .from(inquiries)
    .where(and(inArray(inquiries.id, ids), scopeWhere(scope)))
    .orderBy(asc(inquiries.id))
    .for('update');
}

export async function updateMany(
  db: DbOrTx,
  ids: string[],
  change: { status: InquiryStatus } | { priority: InquiryPriority; priorityRank: number },
  at: Date,
): Promise<number> {
  const rows = await db
    .update(inquiries)
    .set({ ...change, lastActivityAt: at })
    .where(inArray(inquiries.id, ids))
    .returning({ id: inquiries.id });
  return rows.length;
}

/** Records that one side was e-mailed, only when it was not e-mailed since `since`; true when recorded. */
export async function claimEmailSlot(
  db: DbOrTx,
  opts: { inquiryId: string; side: 'vendor' | 'customer'; at: Date; since: Date },
): Promise<boolean> {
  const column = opts.side === 'vendor' ? inquiries.vendorEmailedAt : inquiries.customerEmailedAt;
  const rows = await db
    .update(inquiries)
    .set(opts.side === 'vendor' ? { vendorEmailedAt: opts.at } : { customerEmailedAt: opts.at })
    .where(and(eq(inquiries.id, opts.inquiryId), sql`(${column} is null or ${column} <= ${opts.since})`))
    .returning({ id: inquiries.id });
  return rows.length === 1;
}

export async function insertNotes(db: DbOrTx, rows: (typeof inquiryNotes.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(inquiryNotes).values(rows);
}
