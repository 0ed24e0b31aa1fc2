export * from './sales-report.js';
export * from './sales-trends.js';
