export * from './order-analytics.js';
export * from './period.js';
