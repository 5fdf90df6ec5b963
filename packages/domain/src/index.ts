export * from './business-days.js';
export * from './calendar-date.js';
export * from './company.js';
export * from './documents.js';
export * from './format.js';
export * from './permissions.js';
export * from './freight/index.js';
export * from './states.js';
