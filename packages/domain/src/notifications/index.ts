/** @campus/domain/notifications: the area's public surface. */
export * from './notification-texts.js';
