import { isDiscussionUnread, type Discussion, type DiscussionState } from '@campus/domain/messaging';
import type { RealtimeQueryOf } from '@campus/domain/realtime';
import type { ChannelSlug } from '@campus/domain/shared';

export const discussionsQuery = (channel: ChannelSlug, state: DiscussionState): RealtimeQueryOf<'discussions'> => ({
  kind: 'discussions',
  channel,
  state,
});

export const messagesQuery = (discussionId: string): RealtimeQueryOf<'messages'> => ({
  kind: 'messages',
  discussionId,
});

/** Typing and `Vu` of one discussion (issue 33). */
export const receiptsQuery = (discussionId: string): RealtimeQueryOf<'receipts'> => ({
  kind: 'receipts',
  discussionId,
});

/** The badge of the messages popup: unread discussions among the loaded ones (spec 4). */
export function countUnreadDiscussions(discussions: readonly Discussion[], uid: string): number {
  return discussions.filter((discussion) => isDiscussionUnread(discussion.lastMessage, uid)).length;
}

/** Who a discussion is with, seen by the member: everyone else, members and ignoring members. */
export function otherMemberIds(discussion: Discussion, uid: string): string[] {
  return [...new Set([...discussion.membersIds, ...discussion.ignoringMembersIds])].filter((id) => id !== uid);
}

/**
 * The direct discussion a draft will become (issue 34): shown (its header: the member's name and picture) before it
 * exists; the first message sent creates it with that id. It is never stored nor listed.
 */
export function draftDiscussion(
  id: string,
  channel: ChannelSlug,
  uid: string,
  memberId: string,
  targetId: string | null = null,
): Discussion {
  const now = new Date().toISOString();
  return {
    id,
    type: 'DIRECT',
    channel,
    targetId,
    name: null,
    date: now,
    membersIds: [uid, memberId],
    adminsIds: [],
    ignoringMembersIds: [],
    lastActivityDate: now,
    lastMessage: null,
  };
}
