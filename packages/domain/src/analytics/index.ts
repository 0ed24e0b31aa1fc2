export * from './business-report.js';
export * from './period.js';
