export * from './constants.js';
export * from './rules.js';
export * from './schemas.js';
