export * from './carrier-kpis.js';
export * from './deadline.js';
export * from './deadline-average-tone.js';
export * from './domain-rule-error.js';
export * from './occurrence-alerts.js';
export * from './order-status.js';
export * from './order-transitions.js';
export * from './tracking-code.js';
