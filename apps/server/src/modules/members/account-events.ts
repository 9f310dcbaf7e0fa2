import { isEventOf, topics, type RealtimeEvent } from '../../realtime/realtime-events.js';

/** An admin changed the member's rights: the member's `account` query tells their pages to read `/api/me` again. */
export interface AccountChangedEvent extends RealtimeEvent<'account-changed'> {
  uid: string;
}

export const isAccountChanged = isEventOf<AccountChangedEvent>('account-changed');

export function accountChanged(uid: string): AccountChangedEvent {
  return { type: 'account-changed', topics: [topics.member(uid)], uid };
}
