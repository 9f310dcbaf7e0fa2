import type { Discussion } from '@campus/domain/messaging';

/** A discussion for tests: direct, on immobilier, between `me` and `other`, without messages, unless told otherwise. */
export function makeDiscussion(overrides: Partial<Discussion> = {}): Discussion {
  return {
    id: 'd1',
    type: 'DIRECT',
    channel: 'immobilier',
    targetId: null,
    name: null,
    date: '2026-01-01T00:00:00.000Z',
    membersIds: ['me', 'other'],
    adminsIds: [],
    ignoringMembersIds: [],
    lastActivityDate: '2026-01-01T00:00:00.000Z',
    lastMessage: null,
    ...overrides,
  };
}
