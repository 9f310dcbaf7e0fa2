/** @campus/domain/shared: the area's public surface. */
export * from './channels.js';
export * from './dates.js';
export * from './days.js';
export * from './empty.js';
export * from './format.js';
export * from './shared-schemas.js';
export * from './violations.js';
