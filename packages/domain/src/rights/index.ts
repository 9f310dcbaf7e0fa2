/** @campus/domain/rights: the area's public surface. */
export * from './rights.js';
