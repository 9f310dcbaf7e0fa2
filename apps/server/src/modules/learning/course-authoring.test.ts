import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminCourse, CourseDetail, CourseSummary } from '@campus/domain/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, multipartFile, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let mediaDir = '';
const tokens = { admin: '', mdb: '', sport: '' };

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'campus-media-'));
  await mkdir(join(mediaDir, 'videos'));
  await writeFile(join(mediaDir, 'videos', 'masterclass.mp4'), Buffer.alloc(2048, 7));
  test = await createTestApp({ learningMediaDir: mediaDir });
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(() => test.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const upload = (lessonId: string, token: string, name: string, content: Buffer) => {
  const { payload, headers } = multipartFile('file', name, 'application/octet-stream', content);
  return test.app.inject({
    method: 'PUT',
    url: `/api/admin/lessons/${lessonId}/file`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};
const course = {
  channel: 'finance',
  title: 'Financer son premier immeuble',
  description: 'Banques, apport et montage.',
  skillLevel: 'BEGINNER',
  classroomLevel: 'level_1',
};
const uidOf = async (email: string) =>
  (await test.app.db.selectFrom('users').select('uid').where('email', '=', email).executeTakeFirstOrThrow()).uid;
const newTrainingTexts = async (email: string) =>
  (
    await test.app.db
      .selectFrom('notifications')
      .select('text')
      .where('uid', '=', await uidOf(email))
      .where('kind', '=', 'new-training')
      .execute()
  ).map((row) => row.text);
const memberCourseIds = async (token: string) =>
  (await call('GET', '/courses?channel=finance', token)).json<CourseSummary[]>().map((item) => item.id);

describe('course authoring (MDB_ADMIN)', () => {
  let id = '';
  let lessonId = '';

  it('refuses every other member (403) and checks the input in French', async () => {
    expect((await call('POST', '/admin/courses', tokens.mdb, course)).statusCode).toBe(403);
    expect((await call('GET', '/admin/courses?channel=finance', tokens.sport)).statusCode).toBe(403);
    const bad = await call('POST', '/admin/courses', tokens.admin, { ...course, title: ' ', skillLevel: 'GURU' });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors?.title).toEqual(['Ce champs est obligatoire']);
    expect(errorBody(bad).errors?.skillLevel?.[0]).toMatch(/[a-zé]/);
  });

  it('creates a draft with a module and lessons; members never see the draft', async () => {
    const created = await call('POST', '/admin/courses', tokens.admin, course);
    expect(created.statusCode).toBe(201);
    id = created.json<AdminCourse>().id;
    expect(created.json<AdminCourse>().publishedAt).toBeNull();
    const withModule = await call('POST', `/admin/courses/${id}/modules`, tokens.admin, {
      title: 'Le plan de financement',
    });
    const moduleId = withModule.json<AdminCourse>().modules[0]!.id;
    const withLesson = await call('POST', `/admin/modules/${moduleId}/lessons`, tokens.admin, {
      title: 'Le tableau de financement',
      contentType: 'excel',
    });
    expect(withLesson.statusCode).toBe(201);
    lessonId = withLesson.json<AdminCourse>().modules[0]!.lessons[0]!.id;
    const link = await call('POST', `/admin/modules/${moduleId}/lessons`, tokens.admin, {
      title: 'Simulateur',
      contentType: 'link',
    });
    expect(link.statusCode).toBe(400);
    expect(errorBody(link).errors?.url).toEqual(['Indiquez l’adresse du lien (https://…)']);

    expect(await memberCourseIds(tokens.mdb)).not.toContain(id);
    expect((await call('GET', `/courses/${id}`, tokens.mdb)).statusCode).toBe(404);
    const admin = (await call('GET', '/admin/courses?channel=finance', tokens.admin)).json<AdminCourse[]>();
    expect(admin.map((item) => item.id)).toContain(id);
  });

  it('takes a lesson file up to 10 MB and answers 413 over it', async () => {
    const ok = await upload(lessonId, tokens.admin, 'plan.csv', Buffer.from('poste;montant\napport;20000\n'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AdminCourse>().modules[0]!.lessons[0]!.fileName).toMatch(/^[0-9a-f-]{36}\.csv$/);
    const tooBig = await upload(lessonId, tokens.admin, 'gros.mp4', Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(errorBody(tooBig).errors?.file).toEqual(['Les fichiers sont trop lourds : 10 Mo maximum']);
    // The formats message names JPEG: a `.jpeg` picture is taken, stored as `.jpg`.
    const jpeg = await upload(lessonId, tokens.admin, 'Plan.JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json<AdminCourse>().modules[0]!.lessons[0]!.fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const exe = await upload(lessonId, tokens.admin, 'virus.exe', Buffer.from('MZ'));
    expect(exe.statusCode).toBe(400);
    expect((await upload(lessonId, tokens.mdb, 'plan.csv', Buffer.from('a'))).statusCode).toBe(403);
  });

  it('links a larger video from the configured media directory, never outside it', async () => {
    const outside = await call('PUT', `/admin/lessons/${lessonId}/media`, tokens.admin, {
      path: '../../etc/passwd.mp4',
    });
    expect(outside.statusCode).toBe(400);
    const missing = await call('PUT', `/admin/lessons/${lessonId}/media`, tokens.admin, { path: 'videos/absente.mp4' });
    expect(errorBody(missing).errors?.path).toEqual(['Fichier introuvable dans le dossier de médias']);
    const linked = await call('PUT', `/admin/lessons/${lessonId}/media`, tokens.admin, {
      path: 'videos/masterclass.mp4',
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<AdminCourse>().modules[0]!.lessons[0]!.fileName).toBe('media:videos/masterclass.mp4');
  });

  it('publishing notifies every member of the channel (new training) and no one else, then members see it', async () => {
    expect((await call('POST', `/admin/courses/${id}/publish`, tokens.mdb)).statusCode).toBe(403);
    const published = await call('POST', `/admin/courses/${id}/publish`, tokens.admin);
    expect(published.statusCode).toBe(200);
    expect(published.json<AdminCourse>().publishedAt).not.toBeNull();
    expect(await newTrainingTexts('mdb@campus.test')).toContain(
      'Nouvelle formation disponible : Financer son premier immeuble',
    );
    expect(await newTrainingTexts('sport@campus.test')).not.toContain(
      'Nouvelle formation disponible : Financer son premier immeuble',
    );
    expect(await memberCourseIds(tokens.mdb)).toContain(id);
    const detail = (await call('GET', `/courses/${id}`, tokens.mdb)).json<CourseDetail>();
    const file = await test.app.inject({ method: 'GET', url: detail.modules[0]!.lessons[0]!.fileUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(2048);

    // Publishing again notifies no one a second time.
    await call('POST', `/admin/courses/${id}/publish`, tokens.admin);
    expect(
      (await newTrainingTexts('mdb@campus.test')).filter((text) => text.includes('Financer son premier immeuble')),
    ).toHaveLength(1);
  });

  it('edits, unpublishes (hidden again) and deletes a course', async () => {
    const edited = await call('PUT', `/admin/courses/${id}`, tokens.admin, {
      ...course,
      title: 'Financer un immeuble',
    });
    expect(edited.json<AdminCourse>().title).toBe('Financer un immeuble');
    await call('POST', `/admin/courses/${id}/unpublish`, tokens.admin);
    expect(await memberCourseIds(tokens.mdb)).not.toContain(id);
    expect((await call('DELETE', `/admin/courses/${id}`, tokens.admin)).statusCode).toBe(204);
    expect((await call('GET', `/admin/courses/${id}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe('the outline of a course (MDB_ADMIN): modules renamed, reordered, deleted; lessons moved', () => {
  let id = '';
  const titles = (body: AdminCourse) =>
    body.modules.map((module) => [module.title, module.lessons.map((l) => l.title)]);
  const outline = (body: AdminCourse) => ({
    modules: body.modules.map((module) => ({ id: module.id, lessons: module.lessons.map((lesson) => lesson.id) })),
  });
  const positions = async () =>
    (
      await test.app.db
        .selectFrom('lessons')
        .select(['title', 'position'])
        .where('course_id', '=', id)
        .orderBy('position')
        .execute()
    ).map((row) => `${row.position}:${row.title}`);

  beforeAll(async () => {
    id = (await call('POST', '/admin/courses', tokens.admin, course)).json<AdminCourse>().id;
    for (const title of ['Module A', 'Module B'])
      await call('POST', `/admin/courses/${id}/modules`, tokens.admin, { title });
    const [first, second] = (await call('GET', `/admin/courses/${id}`, tokens.admin)).json<AdminCourse>().modules;
    for (const title of ['A1', 'A2']) {
      await call('POST', `/admin/modules/${first!.id}/lessons`, tokens.admin, { title, contentType: 'support' });
    }
    await call('POST', `/admin/modules/${second!.id}/lessons`, tokens.admin, { title: 'B1', contentType: 'support' });
    // Added to the first module after B1 existed: still numbered in the first module's place.
    await call('POST', `/admin/modules/${first!.id}/lessons`, tokens.admin, { title: 'A3', contentType: 'support' });
  });

  it('keeps the lessons numbered module by module', async () => {
    expect(await positions()).toEqual(['0:A1', '1:A2', '2:A3', '3:B1']);
  });

  it('refuses members (403) on every outline route', async () => {
    const current = (await call('GET', `/admin/courses/${id}`, tokens.admin)).json<AdminCourse>();
    const moduleId = current.modules[0]!.id;
    expect((await call('PUT', `/admin/courses/${id}/outline`, tokens.mdb, outline(current))).statusCode).toBe(403);
    expect((await call('PUT', `/admin/modules/${moduleId}`, tokens.mdb, { title: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/modules/${moduleId}`, tokens.sport)).statusCode).toBe(403);
  });

  it('renames a module, and says in French what is wrong', async () => {
    const current = (await call('GET', `/admin/courses/${id}`, tokens.admin)).json<AdminCourse>();
    const renamed = await call('PUT', `/admin/modules/${current.modules[0]!.id}`, tokens.admin, { title: 'Les bases' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<AdminCourse>().modules[0]!.title).toBe('Les bases');
    const blank = await call('PUT', `/admin/modules/${current.modules[0]!.id}`, tokens.admin, { title: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(errorBody(blank).errors?.title).toEqual(['Ce champs est obligatoire']);
    const absent = await call('PUT', '/admin/modules/absent', tokens.admin, { title: 'X' });
    expect(absent.statusCode).toBe(404);
    expect(errorBody(absent).error).toBe('Module introuvable');
  });

  it('reorders modules and lessons and moves a lesson to another module, in one go', async () => {
    const current = (await call('GET', `/admin/courses/${id}`, tokens.admin)).json<AdminCourse>();
    const [first, second] = current.modules;
    const [a1, a2, a3] = first!.lessons;
    const b1 = second!.lessons[0]!;
    const reordered = await call('PUT', `/admin/courses/${id}/outline`, tokens.admin, {
      modules: [
        { id: second!.id, lessons: [b1.id, a1!.id] },
        { id: first!.id, lessons: [a3!.id, a2!.id] },
      ],
    });
    expect(reordered.statusCode).toBe(200);
    expect(titles(reordered.json<AdminCourse>())).toEqual([
      ['Module B', ['B1', 'A1']],
      ['Les bases', ['A3', 'A2']],
    ]);
    expect(await positions()).toEqual(['0:B1', '1:A1', '2:A3', '3:A2']);
    // The members' outline follows, once published.
    await call('POST', `/admin/courses/${id}/publish`, tokens.admin);
    const detail = (await call('GET', `/courses/${id}`, tokens.mdb)).json<CourseDetail>();
    expect(detail.modules.map((module) => module.lessons.map((lesson) => lesson.title))).toEqual([
      ['B1', 'A1'],
      ['A3', 'A2'],
    ]);
  });

  it('refuses an outline that misses, repeats or invents an item, changing nothing', async () => {
    const current = (await call('GET', `/admin/courses/${id}`, tokens.admin)).json<AdminCourse>();
    const [first, second] = outline(current).modules;
    const bad = [
      { modules: [first] },
      { modules: [first, { ...second!, lessons: [...second!.lessons, first!.lessons[0]!] }] },
      { modules: [first, { ...second!, lessons: [...second!.lessons, 'inventee'] }] },
    ];
    for (const payload of bad) {
      const response = await call('PUT', `/admin/courses/${id}/outline`, tokens.admin, payload);
      expect(response.statusCode).toBe(409);
      expect(errorBody(response).error).toBe('Le sommaire a changé entre-temps : rechargez la page puis recommencez');
    }
    const malformed = await call('PUT', `/admin/courses/${id}/outline`, tokens.admin, { modules: [{ id: 3 }] });
    expect(malformed.statusCode).toBe(400);
    expect(errorBody(malformed).errors).toBeDefined();
    expect(await positions()).toEqual(['0:B1', '1:A1', '2:A3', '3:A2']);
  });

  it('edits a lesson (title, type, duration, points)', async () => {
    const current = (await call('GET', `/admin/courses/${id}`, tokens.admin)).json<AdminCourse>();
    const lesson = current.modules[0]!.lessons[0]!;
    const edited = await call('PUT', `/admin/lessons/${lesson.id}`, tokens.admin, {
      title: 'Le lien utile',
      contentType: 'link',
      url: 'https://www.service-public.fr/',
      durationSeconds: 300,
      points: 7,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminCourse>().modules[0]!.lessons[0]).toMatchObject({
      title: 'Le lien utile',
      contentType: 'link',
      url: 'https://www.service-public.fr/',
      durationSeconds: 300,
      points: 7,
    });
  });

  it('deletes a module with its lessons and the progress in them, and numbers the rest again', async () => {
    const current = (await call('GET', `/admin/courses/${id}`, tokens.admin)).json<AdminCourse>();
    const doomed = current.modules[0]!;
    const lessonId = doomed.lessons[1]!.id;
    const progress = await call('PUT', `/lessons/${lessonId}/progress`, tokens.mdb, {
      positionSeconds: 0,
      readPercent: 50,
    });
    expect(progress.statusCode).toBe(200);
    const deleted = await call('DELETE', `/admin/modules/${doomed.id}`, tokens.admin);
    expect(deleted.statusCode).toBe(200);
    expect(titles(deleted.json<AdminCourse>())).toEqual([['Les bases', ['A3', 'A2']]]);
    expect(await positions()).toEqual(['0:A3', '1:A2']);
    const left = await test.app.db
      .selectFrom('lesson_progress')
      .select('lesson_id')
      .where('lesson_id', '=', lessonId)
      .execute();
    expect(left).toEqual([]);
    expect((await call('DELETE', `/admin/modules/${doomed.id}`, tokens.admin)).statusCode).toBe(404);
    await call('DELETE', `/admin/courses/${id}`, tokens.admin);
  });
});
