/** @campus/domain/events: the area's public surface. */
export * from './events-contracts.js';
export * from './events.js';
