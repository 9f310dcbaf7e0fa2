import type { Discussion, Message } from '@campus/domain/messaging';
import { isEventOf, topics, type RealtimeEvent } from '../../realtime/realtime-events.js';

/** A discussion was created or changed (membership, last message, ReadBy): its members and ignoring members. */
export interface DiscussionChangedEvent extends RealtimeEvent<'discussion-changed'> {
  discussion: Discussion;
}

/** A message was posted: the subscribers of its discussion's messages, but the member it is hidden from (a block). */
export interface MessageAddedEvent extends RealtimeEvent<'message-added'> {
  message: Message;
  hiddenFrom?: string | null;
}

/** A message changed (hidden or shown again by the moderators): the subscribers of its discussion's messages. */
export interface MessageChangedEvent extends RealtimeEvent<'message-changed'> {
  message: Message;
}

/** The topic of a discussion's messages. */
export const discussionTopic = (discussionId: string) => `discussion:${discussionId}`;

export function discussionChanged(discussion: Discussion): DiscussionChangedEvent {
  const uids = [...discussion.membersIds, ...discussion.ignoringMembersIds];
  return { type: 'discussion-changed', topics: uids.map(topics.member), discussion };
}

export function messageAdded(message: Message, hiddenFrom: string | null = null): MessageAddedEvent {
  return { type: 'message-added', topics: [discussionTopic(message.discussionId)], message, hiddenFrom };
}

export function messageChanged(message: Message): MessageChangedEvent {
  return { type: 'message-changed', topics: [discussionTopic(message.discussionId)], message };
}

export const isMessageChanged = isEventOf<MessageChangedEvent>('message-changed');
export const isDiscussionChanged = isEventOf<DiscussionChangedEvent>('discussion-changed');
export const isMessageAdded = isEventOf<MessageAddedEvent>('message-added');
