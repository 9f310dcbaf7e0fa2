/** @campus/domain/network: the area's public surface. */
export * from './deals-contracts.js';
export * from './deals.js';
export * from './directory-contracts.js';
export * from './geo.js';
export * from './member-search-contracts.js';
export * from './network-lists-contracts.js';
export * from './visibility.js';
