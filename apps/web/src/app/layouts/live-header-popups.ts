// Both live header popups in one chunk, loaded once after the shell's first render (decision 0004).
export { createStore as createMessagesStore } from '../../features/messaging/header-popup-store';
export { createStore as createNotificationsStore } from '../../features/notifications/header-popup-store';
