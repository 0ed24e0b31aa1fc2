/** Inquiries: customers ask, vendors and the marketplace desk answer; live events and private attachments. */
export { customerInquiryRoutes } from './customer-inquiries.routes.js';
export { adminInquiryRoutes, vendorInquiryRoutes } from './desk-inquiries.routes.js';
export { InquiryBus } from './inquiry-bus.js';
export { inquiryFileRoutes } from './inquiry-files.routes.js';
