/** @campus/domain/billing: the area's public surface. */
export * from './billing-contracts.js';
export * from './billing.js';
export * from './member-billing.js';
