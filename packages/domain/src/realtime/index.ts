/** @campus/domain/realtime: the area's public surface. */
export * from './realtime-protocol.js';
