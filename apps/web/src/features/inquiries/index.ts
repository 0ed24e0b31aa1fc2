/**
 * Public surface of inquiries: the vendor help desk and the admins' desk (same screens, scoped),
 * the customer's inquiries, 'Ask the vendor', and the unread counts for the menus.
 */
export { useDeskUnreadCount } from './api/desk-unread-count';
export { useMyUnreadInquiries } from './api/my-unread-count';
export { AskVendorButton } from './components/ask-vendor-button';
export type { InquiryTopic } from './components/ask-vendor-form';
export { AdminInquiriesPage, VendorInquiriesPage } from './routes/desk-inquiries-page';
export { AdminInquiryPage, VendorInquiryPage } from './routes/desk-inquiry-page';
export { MyInquiriesPage } from './routes/my-inquiries-page';
export { MyInquiryPage } from './routes/my-inquiry-page';
export type {
  CustomerInquiry,
  DeskInquiry,
  InquiryList,
  InquiryMessage,
  InquiryNote,
  InquirySummary,
} from './types';
