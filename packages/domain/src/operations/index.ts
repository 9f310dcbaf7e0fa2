/** @campus/domain/operations: the area's public surface. */
export * from './jobs-contracts.js';
