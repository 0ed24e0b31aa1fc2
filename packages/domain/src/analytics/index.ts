export * from './customer-cohorts.js';
export * from './period.js';
