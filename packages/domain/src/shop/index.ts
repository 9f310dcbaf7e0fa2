/** @campus/domain/shop: the area's public surface. */
export * from './shop-contracts.js';
export * from './shop.js';
