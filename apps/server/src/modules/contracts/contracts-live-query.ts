import { NO_UPDATE, type LiveQuery } from '../../realtime/live-query.js';
import { topics } from '../../realtime/realtime-events.js';
import { isContractsChanged } from './contract-events.js';
import { listWaitingContracts } from './contracts.js';

/**
 * The member's contracts (docs/realtime.md): no documents; a changes frame each time a contract is issued to or
 * signed by the member (the client reads its contracts again: the blocking modal appears or goes), with the number
 * of contracts waiting for a signature as the badge.
 */
export const contractsLiveQuery: LiveQuery<'contracts'> = {
  kind: 'contracts',
  access: 'member',
  // Only the member's own contracts exist for this query: nothing more to check.
  refusal: () => Promise.resolve(null),
  // The member's own topic, which every subscription hears.
  topics: (_query, uid) => [topics.member(uid)],
  loadPage: () => Promise.resolve({ documents: [], hasMore: false }),
  loadUnreadIds: async (db, uid) => new Set((await listWaitingContracts(db, uid)).map((contract) => contract.id)),
  apply: (subscription, event) =>
    isContractsChanged(event) && event.uid === subscription.uid
      ? { changes: [], refresh: { recount: true } }
      : NO_UPDATE,
};
