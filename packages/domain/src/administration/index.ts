/** @campus/domain/administration: the area's public surface. */
export * from './audit-contracts.js';
export * from './import-contracts.js';
export * from './members-contracts.js';
