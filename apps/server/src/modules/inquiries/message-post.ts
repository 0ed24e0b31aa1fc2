import { INQUIRY_MESSAGES, type InquiryStatus } from '@market/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { conflict, notFound, payloadTooLarge } from '../../lib/errors.js';
import { lockUser } from '../accounts/index.js';
import { storedAttachmentBytes } from './attachment-quota.queries.js';
import { findInquiry, type InquiryRow, type InquiryScope } from './inquiries.queries.js';
import type { MessageDto } from './inquiries.schemas.js';
import { toMessageDto } from './inquiry-dto.js';
import { type IncomingFile, removeFiles, type StoredFile, storeFiles } from './inquiry-files.js';
import { notifyOtherSide } from './inquiry-notify.js';
import { insertAttachments, insertMessage, recordMessage, updateInquiry } from './inquiry-writes.queries.js';

export type Sender = { userId: string; name: string; role: 'customer' | 'vendor' | 'admin' };

type Added = { dto: MessageDto; inquiry: InquiryRow; mailIds: string[]; statusChanged: boolean };

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * The sender's stored attachments plus these files must stay within ATTACHMENT_QUOTA_MB (413
 * otherwise; the caller removes the stored files). The sender's row is locked first, so two
 * uploads of one account are summed one after the other.
 */
async function checkAttachmentQuota(ctx: AppContext, tx: Tx, userId: string, files: StoredFile[]) {
  await lockUser(tx, userId);
  const quota = ctx.config.attachmentQuotaBytes;
  const used = await storedAttachmentBytes(tx, userId);
  const adding = files.reduce((sum, f) => sum + f.size, 0);
  if (used + adding > quota)
    throw payloadTooLarge(
      `Attachment storage is full: ${megabytes(used)} of your ${megabytes(quota)} is used and these files need ${megabytes(adding)}. Send the message without files.`,
    );
}

/**
 * Within the caller's transaction: the message, its stored files, the inquiry's counters and
 * status, its assignee (the first desk member to answer) and the other side's e-mail.
 */
export async function addMessage(
  ctx: AppContext,
  tx: Tx,
  opts: {
    inquiry: InquiryRow;
    sender: Sender;
    text: string;
    stored: StoredFile[];
    nextStatus: (current: InquiryStatus) => InquiryStatus;
  },
): Promise<Added> {
  const { inquiry, sender } = opts;
  if (opts.stored.length) await checkAttachmentQuota(ctx, tx, sender.userId, opts.stored);
  const vendorSide = sender.role !== 'customer';
  const at = ctx.clock.now();
  const message = await insertMessage(tx, {
    inquiryId: inquiry.id,
    senderRole: sender.role,
    isVendorMessage: vendorSide,
    senderId: sender.userId,
    senderName: sender.name,
    message: opts.text,
    createdAt: at,
  });
  const attachments = await insertAttachments(
    tx,
    opts.stored.map((f) => ({
      inquiryId: inquiry.id,
      messageId: message.id,
      filename: f.filename,
      mimeType: f.mimeType,
      size: f.size,
      storageKey: f.key,
      createdAt: at,
    })),
  );
  let updated = await recordMessage(tx, {
    inquiryId: inquiry.id,
    vendorSide,
    at,
    text: opts.text,
    status: opts.nextStatus(inquiry.status),
  });
  // An admin stepping into a vendor's inquiry answers for the marketplace: the vendor keeps it.
  const steppingIn = sender.role === 'admin' && inquiry.vendorId !== null;
  if (vendorSide && !steppingIn && !updated.assignedToId) {
    updated = await updateInquiry(tx, inquiry.id, {
      assignedToId: sender.userId,
      assignedToName: sender.name,
    });
  }
  const mailIds = await notifyOtherSide(ctx, tx, {
    inquiry: updated,
    fromCustomer: !vendorSide,
    steppingIn,
    senderName: sender.name,
    text: opts.text,
  });
  return {
    dto: toMessageDto(message, attachments),
    inquiry: updated,
    mailIds,
    statusChanged: updated.status !== inquiry.status,
  };
}

/** After the commit: deliver the e-mails and tell the open streams. */
export async function announce(ctx: AppContext, added: Added): Promise<void> {
  await ctx.mailer.deliver(added.mailIds);
  ctx.inquiryBus.publish({ type: 'message', inquiryId: added.inquiry.id, message: added.dto });
  if (added.statusChanged) {
    ctx.inquiryBus.publish({
      type: 'status',
      inquiryId: added.inquiry.id,
      status: added.inquiry.status,
      priority: added.inquiry.priority,
    });
  }
}

/**
 * Adds a message (and its files) to an inquiry of `scope` in one transaction, then delivers the
 * mail and tells the open streams. Files are stored first and removed again when anything fails.
 */
export async function postMessage(opts: {
  ctx: AppContext;
  inquiryRef: string;
  scope: InquiryScope;
  sender: Sender;
  text: string;
  files: IncomingFile[];
  /** Refuses the message for this inquiry (throws), e.g. a closed one. */
  check?: (inquiry: InquiryRow) => void;
  nextStatus: (current: InquiryStatus) => InquiryStatus;
}): Promise<{ message: MessageDto; inquiry: InquiryRow }> {
  const { ctx } = opts;
  const stored = await storeFiles(ctx, opts.files);
  let added: Added;
  try {
    added = await ctx.db.transaction(async (tx) => {
      const inquiry = await findInquiry(tx, opts.inquiryRef, opts.scope, { lock: true });
      if (!inquiry) throw notFound(INQUIRY_MESSAGES.notFound);
      opts.check?.(inquiry);
      return addMessage(ctx, tx, { ...opts, inquiry, stored });
    });
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
  await announce(ctx, added);
  return { message: added.dto, inquiry: added.inquiry };
}

export const closedRefusal = (inquiry: InquiryRow) => {
  if (inquiry.status === 'closed') throw conflict(INQUIRY_MESSAGES.closedNoReply, 'INQUIRY_CLOSED');
};
