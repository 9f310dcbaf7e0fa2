import { isEventOf, type RealtimeEvent } from '../../realtime/realtime-events.js';

/** The topic of the moderation queue: the admins' open `/administration/moderation` pages listen to it. */
export const MODERATION_TOPIC = 'moderation';

/** A report was made or withdrawn, or a moderator decided (or undid a decision): the queue reads again. */
export type ModerationChangedEvent = RealtimeEvent<'moderation-changed'>;

export const isModerationChanged = isEventOf<ModerationChangedEvent>('moderation-changed');

export function moderationChanged(): ModerationChangedEvent {
  return { type: 'moderation-changed', topics: [MODERATION_TOPIC] };
}
