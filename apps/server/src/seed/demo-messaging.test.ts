import { DISCUSSION_PAGE_SIZE, MESSAGE_PAGE_SIZE, isDiscussionUnread } from '@campus/domain/messaging';
import { CHANNEL_SLUGS } from '@campus/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDiscussions } from '../modules/messaging/discussions.js';
import { listGlobalNotifications, listNotifications } from '../modules/notifications/notification-queries.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DEMO_ACCOUNTS } from './demo-members.js';
import { seedDemoMessaging } from './demo-messaging.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const { mdb } = DEMO_ACCOUNTS;

describe('the demo discussions and notifications', () => {
  it('give mdb@campus.test more than a page of Immobilier discussions, some unread, one archived', async () => {
    const page = await listDiscussions(test.app.db, mdb.uid, { channel: 'immobilier', state: 'member' });
    expect(page.items).toHaveLength(DISCUSSION_PAGE_SIZE);
    expect(page.hasMore).toBe(true);
    expect(page.items.filter((item) => isDiscussionUnread(item.lastMessage, mdb.uid)).length).toBeGreaterThan(1);
    expect(page.items.some((item) => item.type === 'GROUP')).toBe(true);
    const archived = await listDiscussions(test.app.db, mdb.uid, { channel: 'immobilier', state: 'archived' });
    expect(archived.items).toHaveLength(1);
  });

  it('hold discussions with more than a page of messages', async () => {
    const counts = await test.app.db
      .selectFrom('messages')
      .select((select) => ['discussion_id', select.fn.countAll<number>().as('messages')])
      .groupBy('discussion_id')
      .execute();
    expect(counts.some((row) => Number(row.messages) > 2 * MESSAGE_PAGE_SIZE)).toBe(true);
  });

  it('notify mdb@campus.test of several kinds and send one global notification per channel', async () => {
    const own = await listNotifications(test.app.db, mdb.uid, { channel: 'immobilier' });
    expect(new Set(own.items.map((item) => item.kind)).size).toBeGreaterThan(2);
    for (const channel of CHANNEL_SLUGS) {
      expect((await listGlobalNotifications(test.app.db, mdb.uid, { channel })).items).toHaveLength(1);
    }
  });

  it('is seeded once', async () => {
    expect(await seedDemoMessaging(test.app.db, new Date())).toBe(false);
  });
});
