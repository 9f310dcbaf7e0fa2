/** @campus/domain/navigation: the area's public surface. */
export * from './active-channel.js';
export * from './guards.js';
export * from './member-picture.js';
export * from './menu.js';
export * from './page-access.js';
export * from './paths.js';
export * from './route-patterns.js';
export * from './course-site.js';
export * from './course-site-contracts.js';
