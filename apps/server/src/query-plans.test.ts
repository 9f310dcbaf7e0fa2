import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { directDiscussionId } from '@campus/domain/messaging';
import type { RealtimeQuery } from '@campus/domain/realtime';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from './db/connection.js';
import type { DB } from './db/schema.js';
import { DEMO_ACCOUNTS } from './testing/demo-data.js';
import { listInvoices } from './modules/billing/invoices.js';
import { loadMemberBilling } from './modules/billing/member-billing.js';
import { sandboxProvider } from './modules/billing/sandbox-provider.js';
import { listSubscriptions } from './modules/billing/subscriptions.js';
import { listEvents } from './modules/events/event-queries.js';
import { loadActivity } from './modules/activity/activity.js';
import { listContracts, listWaitingContracts, verifyContractPdf } from './modules/contracts/contracts.js';
import { listMemberProjects } from './modules/incubator/member-projects.js';
import { findReadableProject } from './modules/incubator/project-access.js';
import { presentProject } from './modules/incubator/project-presentation.js';
import { listUnderReview } from './modules/incubator/project-search.js';
import { searchMembers } from './modules/users/member-search.js';
import { hiddenFromOnPost, listBlockedMembers, refuseBlockedRecipients } from './modules/blocks/blocks.js';
import { readReceiptEvents, setReceiptsShown, typingEvents } from './modules/messaging/read-receipts.js';
import { listDeals } from './modules/network/deals.js';
import { searchDirectory } from './modules/network/directory.js';
import { mapCounts, mapDepartmentMembers } from './modules/network/network-lists.js';
import { getCourseDetail, listCourses } from './modules/learning/course-queries.js';
import { computeLevels } from './modules/learning/levels.js';
import { listReplays } from './modules/learning/replays.js';
import { listFutureContents, listMyFutureContents } from './modules/learning/educational-contents.js';
import { searchNetwork } from './modules/network/search.js';
import { NO_FORMATIONS } from '@campus/domain/rights';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { getAdminCourse, listAdminCourses } from './modules/learning/course-authoring.js';
import { listAdminReplays, listReplayLinks } from './modules/learning/replay-authoring.js';
import { listAdminResources } from './modules/learning/resource-authoring.js';
import { purgeExpiredAuthTokens } from './platform/auth.js';
import { SqliteJobs } from './platform/jobs/sqlite-jobs.js';
import { purgeStaleLoginFailures } from './modules/auth/login-throttle.js';
import { purgeSpentPasswordResets } from './modules/auth/password-reset.js';
import { purgeExpiredMediaKeys } from './modules/learning/media-keys.js';
import { mailMissedDirectMessages } from './modules/notifications/notification-mails.js';
import { sendDigests } from './modules/notifications/notification-digest.js';
import { membersHearingInSite } from './modules/notifications/notification-preferences.js';
import { subscriptionsOf } from './modules/push/push-subscriptions.js';

let test: TestApp;
let raw: SQLite.Database;
let db: Kysely<DB>;
const captured: CompiledQuery[] = [];

beforeAll(async () => {
  test = await createTestApp();
  raw = new SQLite(join(test.config.dataDir, SQLITE_FILE_NAME));
  db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: raw }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
});
afterAll(async () => {
  await db.destroy();
  await test.close();
});

/** SQLite's plan of a query: `SEARCH t USING INDEX …` reads a range of an index, `SCAN t` reads the whole table. */
function plan(query: CompiledQuery): string[] {
  const rows = raw.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as {
    detail: string;
  }[];
  return rows.map((row) => row.detail);
}

const mdb = DEMO_ACCOUNTS.mdb.uid;
const QUERIES: RealtimeQuery[] = [
  { kind: 'notifications', channel: 'immobilier' },
  { kind: 'global-notifications', channel: 'immobilier' },
  { kind: 'discussions', channel: 'immobilier', state: 'member' },
  { kind: 'discussions', channel: 'immobilier', state: 'archived' },
  { kind: 'messages', discussionId: directDiscussionId([mdb, DEMO_ACCOUNTS.air.uid]) },
  { kind: 'events', channel: 'immobilier' },
  { kind: 'contracts' },
  { kind: 'moderation' },
  { kind: 'receipts', discussionId: directDiscussionId([mdb, DEMO_ACCOUNTS.air.uid]) },
];

// Issue 3: indexes serve each query, no table scans. SQLite plans by rule (no statistics), so its plans on the demo
// data are the plans of a full database; PostgreSQL plans by cost and scans tables this small, so this file runs in
// the SQLite pass only (apps/server/vitest.config.ts); both dialects share the same indexes (the migrations).
describe('the realtime queries (SQLite plans)', () => {
  it.each(QUERIES)('$kind ($state) reads through indexes, never a whole table', async (query) => {
    // The registered live query of the kind, run on the capturing connection.
    const liveQuery = test.app.liveQueries.get<RealtimeQuery['kind']>(query.kind);
    if (!liveQuery) throw new Error(`no live query ${query.kind}`);
    captured.length = 0;
    expect(await liveQuery.refusal(db, mdb, query)).toBeNull();
    const first = await liveQuery.loadPage(db, mdb, query, undefined);
    const last = first.documents.at(-1);
    if (last) await liveQuery.loadPage(db, mdb, query, last.id);
    await liveQuery.loadUnreadIds(db, mdb, query);
    expectNoTableScan();
  });
});

describe('the lists read over HTTP (SQLite plans)', () => {
  it('member search and the events of a channel read through indexes, never a whole table', async () => {
    captured.length = 0;
    await searchMembers(db, mdb, { q: 'émilie', channel: 'immobilier' });
    await listEvents(db, mdb, { channel: 'immobilier', period: 'upcoming' });
    await listEvents(db, mdb, { channel: 'immobilier', period: 'past', type: 'LIVE', mode: 'ONLINE' });
    expectNoTableScan();
  });

  it('the billing lists (invoices by status, year and page, subscriptions, cards) read through indexes', async () => {
    captured.length = 0;
    await listInvoices(db, mdb, { page: 1 });
    await listInvoices(db, mdb, { status: 'paid', year: 2025, page: 2 });
    await listSubscriptions(db, mdb, 7);
    await sandboxProvider(db).list(mdb);
    expectNoTableScan();
  });

  it('the contracts lists, the verification by hash and the activity timeline read through indexes', async () => {
    captured.length = 0;
    await listContracts(db, mdb);
    await listWaitingContracts(db, DEMO_ACCOUNTS.air.uid);
    await verifyContractPdf(db, Buffer.from('%PDF-1.7 not a contract'));
    const first = await loadActivity(db, mdb, undefined);
    const last = first.items.at(-1);
    if (last) await loadActivity(db, mdb, { at: last.at, id: last.id });
    expectNoTableScan();
  });

  it("a member's blocks, and the checks of a discussion's creation and of a post, read through indexes", async () => {
    captured.length = 0;
    await listBlockedMembers(db, mdb);
    await refuseBlockedRecipients(db, mdb, [DEMO_ACCOUNTS.air.uid, DEMO_ACCOUNTS.admin.uid], 'GROUP');
    await hiddenFromOnPost(db, mdb, DEMO_ACCOUNTS.air.uid);
    expectNoTableScan();
  });

  it('typing, Vu and the switch that hides them read through indexes', async () => {
    const direct = directDiscussionId([mdb, DEMO_ACCOUNTS.air.uid]);
    captured.length = 0;
    await typingEvents(db, mdb, direct);
    await readReceiptEvents(db, mdb, direct);
    await setReceiptsShown(db, mdb, false);
    await setReceiptsShown(db, mdb, true);
    expectNoTableScan();
  });

  it("the billing admin's view of a member (invoices, cards, contracts, audit trail) reads through indexes", async () => {
    captured.length = 0;
    await loadMemberBilling(db, sandboxProvider(db), mdb, 7);
    expectNoTableScan();
  });
});

describe('the incubator lists (SQLite plans)', () => {
  it("a member's projects, the committee's list and a project's page read through indexes", async () => {
    const viewer = { uid: mdb, isAdmin: false };
    captured.length = 0;
    await listMemberProjects(db, mdb);
    const page = await listUnderReview(db, undefined);
    const last = page.items.at(-1);
    if (last) await listUnderReview(db, `${last.updatedAt}|${last.id}`);
    await presentProject(db, await findReadableProject(db, 'demo-project-croix-rousse', viewer), viewer);
    expectNoTableScan();
  });

  it('the member network (directory, map, deals market) reads through indexes', async () => {
    captured.length = 0;
    const page = await searchDirectory(db, mdb, { channel: 'immobilier' });
    await searchDirectory(db, mdb, { channel: 'immobilier', q: 'hélène', cursor: page.nextCursor ?? undefined });
    await searchDirectory(db, mdb, { channel: 'immobilier', department: '13', role: 'ambassador', skill: 'LAW' });
    await mapCounts(db, 'immobilier', false);
    await mapCounts(db, undefined, true);
    await mapDepartmentMembers(db, 'immobilier', '13', false);
    const now = new Date();
    const deals = await listDeals(db, mdb, {}, now);
    await listDeals(db, mdb, { sort: 'price-asc', marketList: 'RENT', cursor: deals.nextCursor ?? undefined }, now);
    await listDeals(db, mdb, { sort: 'surface-desc', rooms: '5' }, now);
    await listDeals(db, mdb, { mine: '1' }, now);
    expectNoTableScan();
  });

  it("the network search's projects category reads a member's own projects through their index", async () => {
    const rights = {
      isCustomer: true,
      isAmbassador: false,
      permissionAmbassador: false,
      permissions: [],
      formations: { ...NO_FORMATIONS, mdb: true },
    };
    captured.length = 0;
    await searchNetwork(db, mdb, rights, { channel: 'immobilier', q: 'immeuble', category: 'projects' }, new Date());
    expectNoTableScan();
  });
});

describe('the learning lists (SQLite plans)', () => {
  it('the trainings of a channel, a course outline and the levels recomputation read through indexes', async () => {
    captured.length = 0;
    await listCourses(db, mdb, 'immobilier');
    await getCourseDetail(db, mdb, 'demo-course-immo-1', 'key');
    await computeLevels(db, mdb, 'immobilier');
    await listReplays(db, mdb, { channel: 'immobilier', type: 'all' }, 'key');
    await listReplays(db, mdb, { channel: 'immobilier', type: 'audio', q: 'colocation' }, 'key');
    await listFutureContents(db, mdb, undefined);
    await listMyFutureContents(db, mdb);
    expectNoTableScan();
  });

  it("the course administration's list and outline read through indexes", async () => {
    captured.length = 0;
    await listAdminCourses(db, 'immobilier');
    await getAdminCourse(db, 'demo-course-immo-1');
    expectNoTableScan();
  });

  it("the replays and resources administration's lists and a replay's links read through indexes", async () => {
    captured.length = 0;
    await listAdminReplays(db, 'immobilier', undefined);
    await listReplayLinks(db, 'immobilier');
    await listAdminResources(db, 'immobilier');
    expectNoTableScan();
  });
});

describe('the background jobs (SQLite plans)', () => {
  it('the jobs loop (claim, expiry, schedules, clean-up), the failed list and the hourly purge read through indexes', async () => {
    const jobs = new SqliteJobs(db, test.app.log, 0.05);
    let runs = 0;
    jobs.define('plan-check', () => Promise.resolve({ run: (runs += 1) }));
    jobs.schedule('plan-check', '0 7 * * *');
    captured.length = 0;
    await jobs.start();
    const id = await jobs.send('plan-check');
    while ((await jobs.get(id))?.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 10));
    await jobs.stop();
    const first = await jobs.listFailed({ limit: 1 });
    await jobs.listFailed({ limit: 1, cursor: first.nextCursor ?? undefined });
    const now = new Date();
    await purgeExpiredAuthTokens(db, now);
    await purgeSpentPasswordResets(db, now);
    await purgeStaleLoginFailures(db, now);
    await purgeExpiredMediaKeys(db, now);
    expectNoTableScan();
  });

  it('the missed direct messages job, the digest, the site preferences and push devices of a notification read through indexes', async () => {
    captured.length = 0;
    await mailMissedDirectMessages(test.app, new Date(Date.now() + 3600_000), db);
    await membersHearingInSite(db, [mdb, DEMO_ACCOUNTS.air.uid], 'event-join', 'immobilier');
    // Each direct message and notification asks for its members' push devices.
    await subscriptionsOf(db, [mdb, DEMO_ACCOUNTS.air.uid]);
    await sendDigests(test.app, new Date(), db);
    // The digest's content was read for at least one member (the demo members were seen lately).
    expect(captured.some((query) => query.sql.includes('"replays"'))).toBe(true);
    expectNoTableScan();
  });
});

/** Every query captured since the last reset searched indexes: a table scan grows with the table, not the answer. */
function expectNoTableScan() {
  expect(captured.length).toBeGreaterThan(0);
  const scans = captured.flatMap((compiled) =>
    plan(compiled)
      .filter((detail) => /^SCAN (?!CONSTANT ROW)/.test(detail))
      .map((detail) => `${detail} in: ${compiled.sql}`),
  );
  expect(scans).toEqual([]);
}
