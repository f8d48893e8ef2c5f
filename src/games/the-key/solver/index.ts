export * from './collecting-order.js';
export * from './console.js';
export * from './shuffled-deals.js';
