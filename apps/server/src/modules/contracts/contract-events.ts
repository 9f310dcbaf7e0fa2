import { isEventOf, topics, type RealtimeEvent } from '../../realtime/realtime-events.js';

/** A contract of the member was issued or signed: the member's `contracts` query reads its contracts again. */
export interface ContractsChangedEvent extends RealtimeEvent<'contracts-changed'> {
  uid: string;
}

export const isContractsChanged = isEventOf<ContractsChangedEvent>('contracts-changed');

export function contractsChanged(uid: string): ContractsChangedEvent {
  return { type: 'contracts-changed', topics: [topics.member(uid)], uid };
}
