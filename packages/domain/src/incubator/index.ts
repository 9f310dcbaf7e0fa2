/** @campus/domain/incubator: the area's public surface. */
export * from './incubator-contracts.js';
export * from './incubator.js';
