/** @campus/domain/account: the area's public surface. */
export * from './address.js';
export * from './api-contracts.js';
export * from './display-name.js';
export * from './levels.js';
export * from './activity.js';
export * from './closure-contracts.js';
export * from './data-export.js';
