import { and, asc, eq, gte, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inquiries, inquiryAttachments, inquiryMessages, inquiryNotes } from './inquiries.tables.js';

/*
 * The inquiry rows and their scopes, one inquiry's reads (the inquiry, its conversation, notes and
 * attachments) and the customer's per-hour count. Writes: inquiry-writes.queries.ts; the desk and
 * customer lists and stat cards: inquiry-list.queries.ts.
 */

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
export type MessageRow = typeof inquiryMessages.$inferSelect;
export type AttachmentRow = typeof inquiryAttachments.$inferSelect;
export type NoteRow = typeof inquiryNotes.$inferSelect;

/**
 * Whose inquiries a query reads: one vendor's (or the marketplace desk's, vendorId null), every
 * vendor's (admins browsing read-only), everything, or one customer's.
 */
export type InquiryScope =
  | { kind: 'desk'; vendorId: string | null }
  | { kind: 'vendors'; vendorId?: string }
  | { kind: 'all' }
  | { kind: 'customer'; customerId: string };

export const INQUIRY_NUMBER = /^INQ-[0-9A-Z]{8}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function scopeWhere(scope: InquiryScope): SQL | undefined {
  switch (scope.kind) {
    case 'desk':
      return scope.vendorId === null ? isNull(inquiries.vendorId) : eq(inquiries.vendorId, scope.vendorId);
    case 'vendors':
      return scope.vendorId ? eq(inquiries.vendorId, scope.vendorId) : isNotNull(inquiries.vendorId);
    case 'customer':
      return eq(inquiries.customerId, scope.customerId);
    default:
      return undefined;
  }
}

export async function countInquiriesSince(db: DbOrTx, customerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(and(eq(inquiries.customerId, customerId), gte(inquiries.createdAt, since)));
  return row?.n ?? 0;
}

/** The oldest inquiry of the window (when the limit frees a slot). */
export async function oldestInquirySince(db: DbOrTx, customerId: string, since: Date) {
  const [row] = await db
    .select({ createdAt: inquiries.createdAt })
    .from(inquiries)
    .where(and(eq(inquiries.customerId, customerId), gte(inquiries.createdAt, since)))
    .orderBy(asc(inquiries.createdAt))
    .limit(1);
  return row?.createdAt;
}

// ---- Reads ----------------------------------------------------------------------------------

/** One inquiry by id or number within a scope (another vendor's answers nothing). */
export async function findInquiry(
  db: DbOrTx,
  ref: string,
  scope: InquiryScope,
  opts: { lock?: boolean } = {},
): Promise<InquiryRow | undefined> {
  const byRef = UUID.test(ref) ? eq(inquiries.id, ref) : eq(inquiries.inquiryNumber, ref.toUpperCase());
  const query = db
    .select()
    .from(inquiries)
    .where(and(byRef, scopeWhere(scope)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The conversation with every message's attachments (two statements, whatever the size). */
export async function conversationOf(db: DbOrTx, inquiryId: string) {
  const [messages, attachments] = await Promise.all([
    db
      .select()
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, inquiryId))
      .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id)),
    db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, inquiryId))
      .orderBy(asc(inquiryAttachments.createdAt), asc(inquiryAttachments.id)),
  ]);
  return { messages, attachments };
}

export async function notesOf(db: DbOrTx, inquiryId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(inquiryNotes)
    .where(eq(inquiryNotes.inquiryId, inquiryId))
    .orderBy(asc(inquiryNotes.addedAt), asc(inquiryNotes.id));
}

export async function findAttachment(db: DbOrTx, inquiryId: string, attachmentId: string) {
  const [row] = await db
    .select()
    .from(inquiryAttachments)
    .where(and(eq(inquiryAttachments.id, attachmentId), eq(inquiryAttachments.inquiryId, inquiryId)))
    .limit(1);
  return row;
}
