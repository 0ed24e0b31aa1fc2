import { INQUIRY_MESSAGES as M, type Role } from '@market/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { findAttachment, findInquiry, type InquiryScope } from './inquiries.queries.js';
import { openStoredFile } from './inquiry-files.js';

export type Viewer = { role: Role; userId: string; vendorId: string | null };

/** Who may see an inquiry: its customer, its vendor, and admins (everything else is 404). */
const scopeOf = (viewer: Viewer): InquiryScope => {
  if (viewer.role === 'admin') return { kind: 'all' };
  if (viewer.role === 'vendor')
    return { kind: 'desk', vendorId: viewer.vendorId ?? '00000000-0000-0000-0000-000000000000' };
  return { kind: 'customer', customerId: viewer.userId };
};

/** The inquiry a viewer may follow live (its id and current status). */
export async function findFollowableInquiry(opts: { ctx: AppContext; viewer: Viewer; inquiryRef: string }) {
  const inquiry = await findInquiry(opts.ctx.db, opts.inquiryRef, scopeOf(opts.viewer));
  if (!inquiry) throw notFound(M.notFound);
  return { id: inquiry.id, status: inquiry.status, priority: inquiry.priority };
}

/** An attachment's bytes for the inquiry's customer, its vendor or an admin; 404 for anyone else. */
export async function openInquiryAttachment(opts: {
  ctx: AppContext;
  viewer: Viewer;
  inquiryRef: string;
  attachmentId: string;
}) {
  const { ctx } = opts;
  const inquiry = await findInquiry(ctx.db, opts.inquiryRef, scopeOf(opts.viewer));
  if (!inquiry) throw notFound(M.attachmentNotFound);
  const attachment = await findAttachment(ctx.db, inquiry.id, opts.attachmentId);
  if (!attachment) throw notFound(M.attachmentNotFound);
  const object = await openStoredFile(ctx, attachment.storageKey);
  if (!object) throw notFound(M.attachmentNotFound);
  return { ...object, filename: attachment.filename, mimeType: attachment.mimeType };
}
