export * from './accounts.js';
export * from './analytics.js';
export * from './catalog.js';
export * from './inventory.js';
export * from './onboarding.js';
export * from './orders.js';
export * from './vendors.js';
