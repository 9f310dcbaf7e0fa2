import type { Discussion, MemberActivity, Message } from '@campus/domain/messaging';
import { isEventOf, topics, type RealtimeEvent } from '../../realtime/realtime-events.js';
import { hiddenReadersOf } from './discussion-documents.js';

/** A discussion was created or changed (membership, last message, ReadBy): its members and ignoring members. */
export interface DiscussionChangedEvent extends RealtimeEvent<'discussion-changed'> {
  discussion: Discussion;
  /** The members who read the last message but hide their `Vu`: left out of ReadBy, each put back in their own copy. */
  hiddenReaders?: readonly string[];
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
  const hiddenReaders = hiddenReadersOf(discussion);
  return {
    type: 'discussion-changed',
    topics: uids.map(topics.member),
    discussion,
    ...(hiddenReaders.length > 0 && { hiddenReaders }),
  };
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

/** The topic of a discussion's typing and `Vu` (the `receipts` live query). */
export const receiptsTopic = (discussionId: string) => `receipts:${discussionId}`;

/**
 * A member read or typed in a small discussion (issue 33): their activity, for the members of `audience` only (those
 * who show theirs, neither blocking nor blocked), chosen when it is published.
 */
export interface MemberActivityEvent extends RealtimeEvent<'member-activity'> {
  discussionId: string;
  activity: MemberActivity;
  audience: readonly string[];
}

/** A member hid their typing and `Vu`: their activity leaves the other members' receipts of these discussions. */
export interface ReceiptsHiddenEvent extends RealtimeEvent<'receipts-hidden'> {
  uid: string;
  discussionIds: readonly string[];
}

export function memberActivity(
  discussionId: string,
  activity: MemberActivity,
  audience: readonly string[],
): MemberActivityEvent {
  return { type: 'member-activity', topics: [receiptsTopic(discussionId)], discussionId, activity, audience };
}

export function receiptsHidden(uid: string, discussionIds: readonly string[]): ReceiptsHiddenEvent {
  return { type: 'receipts-hidden', topics: discussionIds.map(receiptsTopic), uid, discussionIds };
}

export const isMemberActivity = isEventOf<MemberActivityEvent>('member-activity');
export const isReceiptsHidden = isEventOf<ReceiptsHiddenEvent>('receipts-hidden');
