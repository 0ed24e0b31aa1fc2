import {
  INQUIRY_CATEGORIES,
  INQUIRY_PRIORITIES,
  INQUIRY_STATUS_ACTIONS,
  INQUIRY_STATUSES,
  inquiryReplySchema,
} from '@market/domain';
import { z } from 'zod';
import { envelope, paginationSchema } from '../../lib/http.js';

/** `:inquiryId` is the inquiry's `_id` (uuid) or its number (INQ-XXXXXXXX). */
export const inquiryIdParam = z.object({
  inquiryId: z
    .string()
    .trim()
    .regex(
      /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|INQ-[0-9A-Z]{8})$/i,
      'Inquiry not found',
    ),
});
export const attachmentParams = inquiryIdParam.extend({
  attachmentId: z.uuid({ error: 'Attachment not found' }),
});

export const attachmentDto = z.object({
  _id: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** The access-checked download path (send the bearer token). */
  url: z.string(),
});

export const messageDto = z.object({
  _id: z.string(),
  message: z.string(),
  isVendorMessage: z.boolean(),
  senderName: z.string(),
  /** Sent by an admin for the marketplace (on its own desk, or stepping into a vendor's inquiry). */
  fromMarketplace: z.boolean(),
  attachments: z.array(attachmentDto),
  timestamp: z.string(),
  readAt: z.string().nullable(),
});
export type MessageDto = z.infer<typeof messageDto>;

export const noteDto = z.object({
  _id: z.string(),
  note: z.string(),
  /** null when the system added the note ('Added by System'). */
  addedBy: z.object({ name: z.string() }).nullable(),
  addedAt: z.string(),
});

const vendorRef = z.object({ _id: z.string(), businessName: z.string() }).nullable();

/** One row of a list (vendor, desk or customer). `unreadMessagesCount` counts the other side's unread messages. */
export const inquirySummaryDto = z.object({
  _id: z.string(),
  inquiryId: z.string(),
  subject: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  category: z.enum(INQUIRY_CATEGORIES),
  priority: z.enum(INQUIRY_PRIORITIES),
  status: z.enum(INQUIRY_STATUSES),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  unreadMessagesCount: z.number().int(),
  messageCount: z.number().int(),
  rating: z.number().int().nullable(),
  /** The vendor addressed; null for the marketplace's own desk. */
  vendor: vendorRef,
});
export type InquirySummaryDto = z.infer<typeof inquirySummaryDto>;

const related = {
  relatedOrder: z.object({ _id: z.string(), orderNumber: z.string() }).nullable(),
  relatedProduct: z.object({ _id: z.string(), name: z.string() }).nullable(),
};

/** The vendor's (or admin desk's) view: with internal notes. */
export const deskInquiryDto = inquirySummaryDto.extend({
  customerPhone: z.string().nullable(),
  messages: z.array(messageDto),
  internalNotes: z.array(noteDto),
  ...related,
  assignedTo: z.object({ name: z.string() }).nullable(),
  /** True when an admin opens a vendor's inquiry: replies and status changes are the marketplace's. */
  steppingIn: z.boolean(),
  /** The status actions offered now (closed only from resolved). */
  statusActions: z.array(z.enum(INQUIRY_STATUS_ACTIONS)),
});
export type DeskInquiryDto = z.infer<typeof deskInquiryDto>;

/** The customer's view: never the internal notes. */
export const customerInquiryDto = inquirySummaryDto.extend({
  messages: z.array(messageDto),
  ...related,
  canReply: z.boolean(),
  canRate: z.boolean(),
});
export type CustomerInquiryDto = z.infer<typeof customerInquiryDto>;

/** The list's pagination, plus the names the spec's inquiry list reads (spec 001 section 7: pagination (total, pages)). */
export const inquiryPaginationSchema = paginationSchema.extend({
  total: z
    .number()
    .int()
    .nonnegative()
    .describe("The spec's name for totalItems: inquiries matching the filters"),
  pages: z.number().int().positive().describe("The spec's name for totalPages"),
});
export const inquiryListReply = envelope(
  z.object({ inquiries: z.array(inquirySummaryDto), pagination: inquiryPaginationSchema }),
);
export const deskInquiryReply = envelope(z.object({ inquiry: deskInquiryDto }));
export const customerInquiryReply = envelope(z.object({ inquiry: customerInquiryDto }));
export const messageReply = envelope(z.object({ message: messageDto }));
export const noteReply = envelope(z.object({ note: noteDto }));
export const statsReply = envelope(
  z.object({
    overview: z.object({
      totalInquiries: z.number().int(),
      openInquiries: z.number().int(),
      /** Whole minutes from each inquiry's first customer message to the first reply; null = N/A. */
      avgResponseTime: z.number().int().nullable(),
      /** One decimal, out of 5; null = N/A. */
      avgRating: z.number().nullable(),
    }),
  }),
);
export const unreadReply = envelope(
  z.object({ unread: z.number().int(), inquiriesWithUnread: z.number().int() }),
);
export const bulkReply = envelope(z.object({ modifiedCount: z.number().int() }));

/** The multipart fields of a message with files (the JSON body carries `message` alone). */
const IS_VENDOR_MESSAGE =
  "Accepted because the spec's vendor client sends it (spec 001 section 7: isVendorMessage true); it decides nothing: " +
  "the server takes who wrote the message from the caller, so a vendor's or the desk's reply is always a vendor message, even with false.";

/**
 * The body of a vendor's or the desk's reply: the message, and the spec's `isVendorMessage` flag
 * (a boolean in JSON, 'true' or 'false' in a form), accepted and ignored. The customer's reply
 * keeps refusing it.
 */
export const deskReplySchema = inquiryReplySchema.extend({
  isVendorMessage: z
    .preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())
    .optional()
    .describe(IS_VENDOR_MESSAGE),
});
export const deskReplyFormFields = { isVendorMessage: { type: 'boolean', description: IS_VENDOR_MESSAGE } };

export const messageForm = (extra: Record<string, unknown> = {}, required: string[] = ['message']) => ({
  properties: {
    ...extra,
    message: { type: 'string', maxLength: 5000 },
    attachments: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: 5,
      description: 'Up to 5 files, 5MB each: JPEG, PNG, GIF, WEBP or PDF (checked by content)',
    },
  },
  required,
});
