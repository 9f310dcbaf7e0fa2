/** @campus/domain/network: the area's public surface. */
export * from './member-search-contracts.js';
