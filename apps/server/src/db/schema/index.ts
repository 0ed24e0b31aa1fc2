export * from './accounts.js';
export * from './analytics.js';
export * from './catalog.js';
export * from './inquiries.js';
export * from './onboarding.js';
export * from './orders.js';
export * from './performance.js';
export * from './vendors.js';
