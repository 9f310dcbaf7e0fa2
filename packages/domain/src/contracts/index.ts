/** @campus/domain/contracts: the area's public surface. */
export * from './contract-api.js';
export * from './contracts.js';
