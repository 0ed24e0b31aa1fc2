export * from './business-report.js';
export * from './customer-cohorts.js';
export * from './forecast.js';
export * from './month-cover.js';
export * from './order-analytics.js';
export * from './performance.js';
export * from './period.js';
