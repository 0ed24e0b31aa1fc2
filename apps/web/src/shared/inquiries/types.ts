import type { InquiryCategory, InquiryPriority, InquiryStatus, InquiryStatusAction } from '@market/domain';
import type { PageInfo } from '@/lib/pagination';

/** Shapes of the inquiry API (see the server's `inquiries.schemas.ts`). */

export type InquiryAttachment = {
  _id: string;
  filename: string;
  mimeType: string;
  size: number;
  /** Access-checked download path under /api (needs the bearer token). */
  url: string;
};

export type InquiryMessage = {
  _id: string;
  message: string;
  isVendorMessage: boolean;
  senderName: string;
  /** Sent by an admin for the marketplace (its desk, or stepping into a vendor's inquiry). */
  fromMarketplace: boolean;
  attachments: InquiryAttachment[];
  timestamp: string;
  readAt: string | null;
};

export type InquiryNote = {
  _id: string;
  note: string;
  /** null: added by the system. */
  addedBy: { name: string } | null;
  addedAt: string;
};

export type InquirySummary = {
  _id: string;
  inquiryId: string;
  subject: string;
  customerName: string;
  customerEmail: string;
  category: InquiryCategory;
  priority: InquiryPriority;
  status: InquiryStatus;
  lastActivityAt: string;
  createdAt: string;
  /** The other side's unread messages for the caller. */
  unreadMessagesCount: number;
  messageCount: number;
  rating: number | null;
  /** null: the marketplace's own desk. */
  vendor: { _id: string; businessName: string } | null;
};

type Related = {
  relatedOrder: { _id: string; orderNumber: string } | null;
  relatedProduct: { _id: string; name: string } | null;
};

export type DeskInquiry = InquirySummary &
  Related & {
    customerPhone: string | null;
    messages: InquiryMessage[];
    internalNotes: InquiryNote[];
    assignedTo: { name: string } | null;
    /** An admin on a vendor's inquiry: its replies and status changes are the marketplace's. */
    steppingIn: boolean;
    statusActions: InquiryStatusAction[];
  };

export type CustomerInquiry = InquirySummary &
  Related & {
    messages: InquiryMessage[];
    canReply: boolean;
    canRate: boolean;
  };

/** The list's pagination; `total` and `pages` are the spec's names for totalItems and totalPages. */
export type InquiryPagination = PageInfo & { total: number; pages: number };

export type InquiryList = { inquiries: InquirySummary[]; pagination: InquiryPagination };

export type InquiryStats = {
  totalInquiries: number;
  openInquiries: number;
  avgResponseTime: number | null;
  avgRating: number | null;
};

export type UnreadCount = { unread: number; inquiriesWithUnread: number };

/** Who answers inquiries: a vendor (its own) or the admins (the marketplace's desk). */
export type DeskScope = 'vendor' | 'admin';
