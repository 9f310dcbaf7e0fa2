import { directDiscussionId, type Discussion, type Message } from '@campus/domain/messaging';
import { describe, expect, it } from 'vitest';
import { topics } from '../../realtime/realtime-events.js';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { useListeningApp } from '../../testing/realtime-client.js';
import { discussionChanged, messageAdded } from './messaging-events.js';

// How the hub routes messaging's events to the live queries of a socket (realtime/ knows no module: tested here).
const { mdb, air } = DEMO_ACCOUNTS;
const mdbAndAir = directDiscussionId([mdb.uid, air.uid]);
const { test, tokens, connect } = useListeningApp(['mdb']);

describe('the routing of committed events', () => {
  it('offers an event to the subscriptions of its topics only, each once whatever the topics it shares', async () => {
    const client = await connect().signIn(tokens.mdb);
    const list = await client.subscribe('list', { kind: 'discussions', channel: 'immobilier', state: 'member' });
    const chat = await client.subscribe('chat', { kind: 'messages', discussionId: mdbAndAir });
    const discussion = (list.type === 'snapshot' ? list.documents : []).find(({ id }) => id === mdbAndAir);
    const message = (chat.type === 'snapshot' ? chat.documents : [])[0] as Message | undefined;
    if (!discussion || !message) throw new Error('the snapshots miss the discussion of mdb and air');
    const from = client.messages.length;

    const memberTopic = topics.member(mdb.uid);
    await test.app.realtime.publish([
      // A message on the member's topic: the messages query follows its discussion's topic alone, never the member's.
      { ...messageAdded({ ...message, id: 'routed-elsewhere', text: 'Hors sujet' }), topics: [memberTopic] },
      // The discussion named twice in its topics: one change for the list, not two.
      { ...discussionChanged(discussion as Discussion), topics: [memberTopic, memberTopic] },
      // Then a message on its own topic, the last thing the socket hears.
      messageAdded({ ...message, id: 'routed-here', text: 'Au bon endroit' }),
    ]);
    await client.waitFor(
      (frame) => frame.type === 'changes' && frame.id === 'chat' && JSON.stringify(frame).includes('routed-here'),
      from,
    );
    const frames = client.messages.slice(from).filter((frame) => frame.type === 'changes');
    expect(frames.filter((frame) => frame.type === 'changes' && frame.id === 'list')).toHaveLength(1);
    expect(JSON.stringify(frames)).not.toContain('routed-elsewhere');
  });
});
