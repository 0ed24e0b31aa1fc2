export * from './accounts.js';
export * from './allocate.js';
export * from './balances.js';
export * from './figures.js';
export * from './payouts.js';
export * from './postings.js';
export * from './refund-words.js';
export * from './sale.js';
