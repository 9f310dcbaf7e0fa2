/** @campus/domain/notifications: the area's public surface. */
export * from './notification-texts.js';
export * from './notification-preferences.js';
export * from './web-push.js';
