/**
 * Public surface of inquiries: the vendor help desk and the admins' desk (same screens, scoped),
 * the customer's inquiries and the unread counts for the menus ('Ask the vendor' and the inquiry
 * types live in shared/inquiries). The index is in the main bundle (the store's account menu
 * shows the unread count), so the pages load through route `lazy` loaders, each in its own chunk.
 */
export { useDeskUnreadCount } from './api/desk-unread-count';
export { useMyUnreadInquiries } from './api/my-unread-count';

/** Route `lazy` loaders of the inquiry pages. */
export const loadVendorInquiriesPage = async () => ({
  Component: (await import('./routes/desk-inquiries-page')).VendorInquiriesPage,
});
export const loadVendorInquiryPage = async () => ({
  Component: (await import('./routes/desk-inquiry-page')).VendorInquiryPage,
});
export const loadAdminInquiriesPage = async () => ({
  Component: (await import('./routes/desk-inquiries-page')).AdminInquiriesPage,
});
export const loadAdminInquiryPage = async () => ({
  Component: (await import('./routes/desk-inquiry-page')).AdminInquiryPage,
});
export const loadMyInquiriesPage = async () => ({
  Component: (await import('./routes/my-inquiries-page')).MyInquiriesPage,
});
export const loadMyInquiryPage = async () => ({
  Component: (await import('./routes/my-inquiry-page')).MyInquiryPage,
});
