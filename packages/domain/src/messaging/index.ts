/** @campus/domain/messaging: the area's public surface. */
export * from './messaging-contracts.js';
export * from './messaging.js';
export * from './read-receipts.js';
