import { INQUIRY_LIMITS } from '@market/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { adminEmails, findVendorContact } from '../accounts/index.js';
import { emails } from '../mail/index.js';
import type { InquiryRow } from './inquiries.queries.js';
import { claimEmailSlot } from './inquiry-writes.queries.js';

const THROTTLE_MS = INQUIRY_LIMITS.emailThrottleMinutes * 60_000;
const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 297)}...` : text);

type Notice = {
  inquiry: InquiryRow;
  fromCustomer: boolean;
  /** An admin answered a vendor's inquiry for the marketplace: the vendor is told too. */
  steppingIn?: boolean;
  senderName: string;
  text: string;
};

/**
 * E-mails the other side about a new message (and the vendor when the marketplace answers its
 * inquiry), inside the message's transaction, at most once per inquiry per side per 5 minutes.
 * Returns the outbox ids to deliver after the commit.
 */
export async function notifyOtherSide(ctx: AppContext, tx: Tx, opts: Notice): Promise<string[]> {
  const ids = await notifySide(ctx, tx, opts);
  if (opts.steppingIn) ids.push(...(await notifySide(ctx, tx, { ...opts, fromCustomer: true })));
  return ids;
}

async function notifySide(ctx: AppContext, tx: Tx, opts: Notice): Promise<string[]> {
  const { inquiry } = opts;
  const now = ctx.clock.now();
  const side = opts.fromCustomer ? 'vendor' : 'customer';
  const claimed = await claimEmailSlot(tx, {
    inquiryId: inquiry.id,
    side,
    at: now,
    since: new Date(now.getTime() - THROTTLE_MS),
  });
  if (!claimed) return [];
  const base = ctx.config.publicUrl;
  const common = {
    inquiryNumber: inquiry.inquiryNumber,
    subject: inquiry.subject,
    from: opts.senderName,
    excerpt: excerpt(opts.text),
  };
  if (!opts.fromCustomer) {
    const email = emails.inquiryMessage({
      ...common,
      name: inquiry.customerName,
      url: `${base}/account/inquiries/${inquiry.id}`,
    });
    return [await ctx.mailer.enqueue(tx, inquiry.customerEmail, email)];
  }
  if (inquiry.vendorId) {
    const vendor = await findVendorContact(tx, inquiry.vendorId);
    if (!vendor) return [];
    const email = emails.inquiryMessage({
      ...common,
      name: vendor.businessName,
      url: `${base}/vendor/inquiries/${inquiry.id}`,
    });
    return [await ctx.mailer.enqueue(tx, vendor.email, email)];
  }
  const ids: string[] = [];
  for (const to of await adminEmails(tx)) {
    const email = emails.inquiryMessage({
      ...common,
      name: 'Marketplace team',
      url: `${base}/admin/inquiries/${inquiry.id}`,
    });
    ids.push(await ctx.mailer.enqueue(tx, to, email));
  }
  return ids;
}
