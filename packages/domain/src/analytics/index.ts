export * from './customer-cohorts.js';
export * from './business-report.js';
export * from './period.js';
