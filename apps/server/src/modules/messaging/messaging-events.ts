import type { Discussion, Message } from '@campus/domain/messaging';
import { isEventOf, topics, type RealtimeEvent } from '../../realtime/realtime-events.js';

/** A discussion was created or changed (membership, last message, ReadBy): its members and ignoring members. */
export interface DiscussionChangedEvent extends RealtimeEvent<'discussion-changed'> {
  discussion: Discussion;
}

/** A message was posted: the subscribers of its discussion's messages. */
export interface MessageAddedEvent extends RealtimeEvent<'message-added'> {
  message: Message;
}

/** The topic of a discussion's messages. */
export const discussionTopic = (discussionId: string) => `discussion:${discussionId}`;

export function discussionChanged(discussion: Discussion): DiscussionChangedEvent {
  const uids = [...discussion.membersIds, ...discussion.ignoringMembersIds];
  return { type: 'discussion-changed', topics: uids.map(topics.member), discussion };
}

export function messageAdded(message: Message): MessageAddedEvent {
  return { type: 'message-added', topics: [discussionTopic(message.discussionId)], message };
}

export const isDiscussionChanged = isEventOf<DiscussionChangedEvent>('discussion-changed');
export const isMessageAdded = isEventOf<MessageAddedEvent>('message-added');
