export * from './alerts.js';
export * from './constants.js';
export * from './demand.js';
export * from './import-rows.js';
export * from './list-filter.js';
export * from './messages.js';
export * from './schemas.js';
export * from './valuation.js';
