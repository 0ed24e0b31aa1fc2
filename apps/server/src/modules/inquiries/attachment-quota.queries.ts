import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inquiryAttachments, inquiryMessages } from './inquiries.tables.js';

/** Bytes of the inquiry attachments of every message `userId` sent (inquiry_messages_sender_idx). */
export async function storedAttachmentBytes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${inquiryAttachments.size}), 0)::bigint`.mapWith(Number) })
    .from(inquiryAttachments)
    .innerJoin(inquiryMessages, eq(inquiryMessages.id, inquiryAttachments.messageId))
    .where(eq(inquiryMessages.senderId, userId));
  return row?.bytes ?? 0;
}
