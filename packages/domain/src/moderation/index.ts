/** @campus/domain/moderation: the area's public surface. */
export * from './moderation-contracts.js';
export * from './moderation-rules.js';
