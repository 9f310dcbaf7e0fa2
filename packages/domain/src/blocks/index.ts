/** @campus/domain/blocks: the area's public surface. */
export * from './blocks-contracts.js';
