export * from './fee-labels.js';
export * from './fee-log.js';
export * from './freight-rule.js';
export * from './freight-table.js';
export * from './money.js';
export * from './parcels.js';
export * from './quote.js';
export * from './table-price.js';
