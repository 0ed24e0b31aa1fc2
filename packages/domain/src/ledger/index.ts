export * from './accounts.js';
export * from './allocate.js';
export * from './balances.js';
export * from './postings.js';
export * from './sale.js';
