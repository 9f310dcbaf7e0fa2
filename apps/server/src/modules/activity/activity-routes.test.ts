import { ACTIVITY_PAGE_SIZE, AUTH_MESSAGES, type ActivityItem, type ActivityPage } from '@campus/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let mdb: string;

beforeAll(async () => {
  test = await createTestApp();
  mdb = await test.signIn('mdb@campus.test');
});
afterAll(() => test.close());

const page = (token: string, before?: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/me/activity${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    headers: bearer(token),
  });

describe('GET /api/me/activity', () => {
  it('is a customer’s: a prospect is refused with 403 and the French error, as Mon activité leads them away', async () => {
    const response = await page(await test.signIn('prospect@campus.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.forbidden });
  });
  it("pages through the member's events joined, contracts signed and invoices paid, newest first, each once", async () => {
    const items = await allItems(mdb);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.map((item) => item.at)).toEqual([...items.map((item) => item.at)].sort().reverse());
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set([
        'event-joined',
        'webinar-attended',
        'contract-signed',
        'invoice-paid',
        'lesson-completed',
        'project-submitted',
      ]),
    );
    // mdb@ attended the past Livestorm session of the demo (read back from the sandbox).
    expect(items.find((item) => item.kind === 'webinar-attended')).toMatchObject({
      title: 'Bourse : bilan du trimestre',
      link: expect.stringMatching(/^\/mes-evenements\?id=/) as unknown,
    });
    const paidInvoices = await test.app.db
      .selectFrom('invoices')
      .select('id')
      .where('uid', '=', DEMO_ACCOUNTS.mdb.uid)
      .where('status', '=', 'paid')
      .execute();
    expect(items.filter((item) => item.kind === 'invoice-paid')).toHaveLength(paidInvoices.length);
    for (const item of items.filter((row) => row.kind === 'invoice-paid'))
      expect(item.link).toBe('/mon-compte/mes-factures');
    for (const item of items.filter((row) => row.kind === 'contract-signed'))
      expect(item.link).toBe('/mon-compte/mes-contrats');
    for (const item of items.filter((row) => row.kind === 'event-joined'))
      expect(item.link).toMatch(/^\/mes-evenements\?id=/);
  });

  it('lists the lessons the member completed, each opening the lesson in its course', async () => {
    const completed = await test.app.db
      .selectFrom('lesson_progress')
      .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .select([
        'lesson_progress.lesson_id',
        'lesson_progress.course_id',
        'lesson_progress.completed_at',
        'lessons.title',
      ])
      .where('lesson_progress.uid', '=', DEMO_ACCOUNTS.mdb.uid)
      .where('lesson_progress.completed_at', 'is not', null)
      .execute();
    expect(completed.length).toBeGreaterThan(0);
    const lessons = (await allItems(mdb)).filter((item) => item.kind === 'lesson-completed');
    expect(lessons.map((item) => item.id).sort()).toEqual(
      completed.map((row) => `lesson-completed:${row.lesson_id}`).sort(),
    );
    for (const row of completed) {
      expect(lessons.find((item) => item.id === `lesson-completed:${row.lesson_id}`)).toMatchObject({
        at: row.completed_at,
        title: row.title,
        link: `/classroom?id=${row.course_id}&lesson=${row.lesson_id}`,
      });
    }
    // A lesson only started (no completion) is not in the timeline.
    await test.app.db
      .updateTable('lesson_progress')
      .set({ completed_at: null })
      .where('uid', '=', DEMO_ACCOUNTS.mdb.uid)
      .where('lesson_id', '=', completed[0]!.lesson_id)
      .execute();
    try {
      const after = (await allItems(mdb)).filter((item) => item.kind === 'lesson-completed');
      expect(after.map((item) => item.id)).not.toContain(`lesson-completed:${completed[0]!.lesson_id}`);
      expect(after).toHaveLength(completed.length - 1);
    } finally {
      await test.app.db
        .updateTable('lesson_progress')
        .set({ completed_at: completed[0]!.completed_at })
        .where('uid', '=', DEMO_ACCOUNTS.mdb.uid)
        .where('lesson_id', '=', completed[0]!.lesson_id)
        .execute();
    }
  });

  it("lists the member's own submissions of their MDB projects, never another member's or the admin's changes", async () => {
    const projects = (await allItems(mdb)).filter((item) => item.kind === 'project-submitted');
    // mdb@ submitted Croix-Rousse (40 days ago), Lille (9) and Nantes (3); the admin's own changes do not count.
    expect(projects.map((item) => item.title)).toEqual([
      'Maison à diviser à Nantes',
      'Local commercial à Lille',
      'Immeuble Croix-Rousse',
    ]);
    expect(projects[2]).toMatchObject({ channel: null, link: '/mdb/projet?id=demo-project-croix-rousse' });
    const admin = await test.signIn('admin@campus.test');
    const adminProjects = (await allItems(admin)).filter((item) => item.kind === 'project-submitted');
    expect(adminProjects.map((item) => item.link)).not.toContain('/mdb/projet?id=demo-project-croix-rousse');
    const air = await test.signIn('air@campus.test');
    expect((await allItems(air)).filter((item) => item.kind === 'project-submitted')).toEqual([]);
  });

  async function allItems(token: string): Promise<ActivityItem[]> {
    const items: ActivityItem[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await page(token, cursor);
      expect(response.statusCode).toBe(200);
      const body = response.json<ActivityPage>();
      expect(body.items.length).toBeLessThanOrEqual(ACTIVITY_PAGE_SIZE);
      items.push(...body.items);
      cursor = body.nextCursor ?? undefined;
      expect(body.hasMore).toBe(cursor !== undefined);
      pages += 1;
    } while (cursor && pages < 20);
    expect(cursor).toBeUndefined();
    if (token === mdb) expect(pages).toBeGreaterThan(1);
    return items;
  }

  it('shows a contract once it is signed, at the time of the signature', async () => {
    const air = await test.signIn('air@campus.test');
    const before = (await page(air)).json<ActivityPage>().items.filter((item) => item.kind === 'contract-signed');
    expect(before).toHaveLength(1);
    expect(before[0]!.title).toMatch(/^Contrat du \d{2}\/\d{2}\/\d{4}$/);
  });
});
