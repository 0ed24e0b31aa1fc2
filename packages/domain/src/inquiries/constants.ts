/** Inquiry statuses, priorities, categories and their labels (spec 001 section 4). */
export const INQUIRY_STATUSES = ['open', 'in_progress', 'waiting_customer', 'resolved', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  waiting_customer: 'Waiting Customer',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Statuses counted by the 'Open Inquiries' card: every inquiry not yet resolved or closed. */
export const UNRESOLVED_INQUIRY_STATUSES = ['open', 'in_progress', 'waiting_customer'] as const;

export const INQUIRY_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type InquiryPriority = (typeof INQUIRY_PRIORITIES)[number];
export const DEFAULT_INQUIRY_PRIORITY: InquiryPriority = 'medium';

export const INQUIRY_PRIORITY_LABELS: Record<InquiryPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** Rank used by the 'High Priority First' sort (stored beside the priority so an index can sort on it). */
export const INQUIRY_PRIORITY_RANK: Record<InquiryPriority, number> = {
  low: 1,
  medium: 2,
  high: 3,
  urgent: 4,
};

export const INQUIRY_CATEGORIES = [
  'product_inquiry',
  'order_support',
  'shipping',
  'return_refund',
  'technical',
  'billing',
  'general',
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const INQUIRY_CATEGORY_LABELS: Record<InquiryCategory, string> = {
  product_inquiry: 'Product Inquiry',
  order_support: 'Order Support',
  shipping: 'Shipping',
  return_refund: 'Return/Refund',
  technical: 'Technical',
  billing: 'Billing',
  general: 'General',
};

/** The five sorts of the list: `sortBy` + `sortOrder`, with their labels; the first is the default. */
export const INQUIRY_SORTS = [
  { sortBy: 'lastActivityAt', sortOrder: 'desc', label: 'Latest Activity' },
  { sortBy: 'createdAt', sortOrder: 'desc', label: 'Newest First' },
  { sortBy: 'createdAt', sortOrder: 'asc', label: 'Oldest First' },
  { sortBy: 'priority', sortOrder: 'desc', label: 'High Priority First' },
  { sortBy: 'status', sortOrder: 'asc', label: 'Status A-Z' },
] as const;
export const INQUIRY_SORT_FIELDS = ['lastActivityAt', 'createdAt', 'priority', 'status'] as const;
export type InquirySortField = (typeof INQUIRY_SORT_FIELDS)[number];
export const INQUIRY_SORT_ORDERS = ['asc', 'desc'] as const;

export const INQUIRY_PAGE_SIZE = 20;
export const INQUIRY_MAX_PAGE_SIZE = 100;

/** Bulk actions (spec 001 section 4) and the change each makes. */
export const INQUIRY_BULK_ACTIONS = {
  mark_in_progress: { field: 'status', value: 'in_progress', label: 'Mark In Progress' },
  mark_resolved: { field: 'status', value: 'resolved', label: 'Mark Resolved' },
  mark_high_priority: { field: 'priority', value: 'high', label: 'Mark High Priority' },
  mark_low_priority: { field: 'priority', value: 'low', label: 'Mark Low Priority' },
} as const;
export type InquiryBulkAction = keyof typeof INQUIRY_BULK_ACTIONS;
export const INQUIRY_BULK_ACTION_NAMES = Object.keys(INQUIRY_BULK_ACTIONS) as InquiryBulkAction[];
export const INQUIRY_BULK_MAX = 500;

/** Statuses a bulk update may set (closing stays a per-inquiry action, only from resolved). */
export const INQUIRY_BULK_STATUSES = ['in_progress', 'waiting_customer', 'resolved'] as const;

/** Limits of messages, notes and attachments (issue 14). */
export const INQUIRY_LIMITS = {
  messageMaxChars: 5000,
  noteMaxChars: 5000,
  subjectMaxChars: 200,
  attachmentsPerMessage: 5,
  attachmentMaxBytes: 5 * 1024 * 1024,
  attachmentTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
  /** A customer opens at most this many inquiries per hour. */
  customerInquiriesPerHour: 10,
  /** At most one e-mail per inquiry per side in this window. */
  emailThrottleMinutes: 5,
} as const;

export const INQUIRY_ATTACHMENT_ACCEPT =
  '.jpg,.jpeg,.png,.gif,.webp,.pdf,image/jpeg,image/png,image/gif,image/webp,application/pdf';

/** Sentences of spec 001 sections 5 and 8, plus the server's own refusals. */
export const INQUIRY_MESSAGES = {
  enterMessage: 'Please enter a message',
  enterNote: 'Please enter a note',
  selectInquiriesAndAction: 'Please select inquiries and an action',
  invalidAction: 'Invalid action selected',
  updated: (n: number) => `${n} inquiries updated successfully`,
  messageSent: 'Message sent successfully',
  statusUpdated: 'Status updated successfully',
  noteAdded: 'Internal note added successfully',
  loadListFailed: 'Failed to load inquiries',
  bulkFailed: 'Failed to update inquiries',
  loadFailed: 'Failed to load inquiry',
  sendFailed: 'Failed to send message',
  statusFailed: 'Failed to update status',
  noteFailed: 'Failed to add internal note',
  notFound: 'Inquiry not found',
  backToInquiries: 'Back to Inquiries',
  emptyTitle: 'No inquiries found',
  emptyText: 'Customer inquiries will appear here when received.',
  emptyConversation: 'No messages yet. Start the conversation by sending a message.',
  addedBySystem: 'System',
  messageTooLong: 'Message must be at most 5000 characters',
  noteTooLong: 'Note must be at most 5000 characters',
  enterSubject: 'Please enter a subject',
  subjectTooLong: 'Subject must be at most 200 characters',
  selectCategory: 'Please select a category',
  selectStatus: 'Please select a status',
  aboutRequired: 'Please choose the product or order this inquiry is about',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  productNotInOrder: 'This product is not part of the order',
  tooManyInquiries: 'You can open at most 10 inquiries per hour. Please try again later.',
  closedNoReply: 'This inquiry is closed and cannot receive new messages',
  rateOnlyResolved: 'You can rate an inquiry only once it is resolved',
  alreadyRated: 'You have already rated this inquiry',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  rated: 'Thank you for your rating',
  inquirySent: 'Inquiry sent successfully',
  closeOnlyResolved: 'An inquiry can be closed only once it is resolved',
  alreadyInStatus: 'The inquiry already has this status',
  /** How an admin's reply on a vendor's inquiry is signed: the customer and the vendor see the marketplace. */
  marketplaceSender: 'Marketplace team',
  steppingIn: (vendor: string) =>
    `You are answering for the marketplace on an inquiry addressed to ${vendor}: the customer and the vendor see your replies as from the Marketplace team.`,
  someNotFound: 'One or more of the selected inquiries were not found',
  tooManySelected: 'You can update at most 500 inquiries at once',
  attachmentType: 'Attachments must be images (JPEG, PNG, GIF, WEBP) or PDF files',
  attachmentSize: 'Each attachment must be smaller than 5MB',
  attachmentCount: 'You can attach up to 5 files to a message',
  attachmentNotFound: 'Attachment not found',
} as const;

export const INQUIRY_STAT_LABELS = {
  totalInquiries: 'Total Inquiries',
  openInquiries: 'Open Inquiries',
  avgResponseTime: 'Avg Response Time',
  avgRating: 'Customer Satisfaction',
} as const;
