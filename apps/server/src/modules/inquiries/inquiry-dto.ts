import { canCustomerReply, canRate, statusActionsFor } from '@market/domain';
import { pagination } from '../../lib/http.js';
import type { AttachmentRow, InquiryRow, MessageRow, NoteRow } from './inquiries.queries.js';
import type {
  CustomerInquiryDto,
  DeskInquiryDto,
  InquirySummaryDto,
  MessageDto,
} from './inquiries.schemas.js';
import type { InquiryListRow } from './inquiry-list.queries.js';

/** A list's pagination with the spec's `total` and `pages` beside the API's own names. */
export function inquiryPagination(page: number, limit: number, total: number) {
  const p = pagination(page, limit, total);
  return { ...p, total: p.totalItems, pages: p.totalPages };
}

export const attachmentUrl = (inquiryId: string, attachmentId: string) =>
  `/api/inquiries/${inquiryId}/attachments/${attachmentId}`;

/** Who reads: the unread count is always the other side's messages. */
export type Reader = 'desk' | 'customer';

export function toSummary(
  row: InquiryListRow | (InquiryRow & { vendorName: string | null }),
  reader: Reader,
): InquirySummaryDto {
  return {
    _id: row.id,
    inquiryId: row.inquiryNumber,
    subject: row.subject,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    category: row.category,
    priority: row.priority,
    status: row.status,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    unreadMessagesCount: reader === 'desk' ? row.vendorUnread : row.customerUnread,
    messageCount: row.messageCount,
    rating: row.rating,
    vendor: row.vendorId ? { _id: row.vendorId, businessName: row.vendorName ?? '' } : null,
  };
}

export function toMessageDto(message: MessageRow, attachments: AttachmentRow[]): MessageDto {
  return {
    _id: message.id,
    message: message.message,
    isVendorMessage: message.isVendorMessage,
    senderName: message.senderName,
    fromMarketplace: message.senderRole === 'admin',
    attachments: attachments
      .filter((a) => a.messageId === message.id)
      .map((a) => ({
        _id: a.id,
        filename: a.filename,
        mimeType: a.mimeType,
        size: a.size,
        url: attachmentUrl(a.inquiryId, a.id),
      })),
    timestamp: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
  };
}

type Loaded = {
  inquiry: InquiryRow;
  vendorName: string | null;
  messages: MessageRow[];
  attachments: AttachmentRow[];
};

const related = (inquiry: InquiryRow) => ({
  relatedOrder:
    inquiry.relatedOrderId && inquiry.relatedOrderNumber
      ? { _id: inquiry.relatedOrderId, orderNumber: inquiry.relatedOrderNumber }
      : null,
  relatedProduct:
    inquiry.relatedProductId && inquiry.relatedProductName
      ? { _id: inquiry.relatedProductId, name: inquiry.relatedProductName }
      : null,
});

export function toDeskDetail(loaded: Loaded & { notes: NoteRow[]; steppingIn: boolean }): DeskInquiryDto {
  const { inquiry } = loaded;
  return {
    ...toSummary({ ...inquiry, vendorName: loaded.vendorName }, 'desk'),
    customerPhone: inquiry.customerPhone,
    messages: loaded.messages.map((m) => toMessageDto(m, loaded.attachments)),
    internalNotes: loaded.notes.map((n) => ({
      _id: n.id,
      note: n.note,
      addedBy: n.addedByName ? { name: n.addedByName } : null,
      addedAt: n.addedAt.toISOString(),
    })),
    ...related(inquiry),
    assignedTo: inquiry.assignedToName ? { name: inquiry.assignedToName } : null,
    steppingIn: loaded.steppingIn,
    statusActions: statusActionsFor(inquiry.status),
  };
}

/** The customer's view: built from its own fields, so notes can never leak into it. */
export function toCustomerDetail(loaded: Loaded): CustomerInquiryDto {
  const { inquiry } = loaded;
  return {
    ...toSummary({ ...inquiry, vendorName: loaded.vendorName }, 'customer'),
    messages: loaded.messages.map((m) => toMessageDto(m, loaded.attachments)),
    ...related(inquiry),
    canReply: canCustomerReply(inquiry.status),
    canRate: canRate(inquiry) === null,
  };
}
