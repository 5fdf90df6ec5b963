export * from './lane-keys.js';
export * from './transit.js';
export * from './transit-histogram.js';
