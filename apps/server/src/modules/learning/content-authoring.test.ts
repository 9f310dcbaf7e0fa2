import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MeResponse } from '@campus/domain/account';
import { daysSince } from '@campus/domain/shared';
import {
  AUTHORING_MESSAGES,
  type AdminCourse,
  type AdminReplay,
  type AdminReplayPage,
  type AdminResource,
  type ReplayDetail,
  type ReplayLinks,
  type ReplayPage,
  type ReplayViewResponse,
  type Resource,
} from '@campus/domain/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, multipartFile, type TestApp } from '../../testing/test-app.js';
import { HTML_PAGE, MP4_BYTES } from '../../testing/uploads.js';

let test: TestApp;
const tokens = { admin: '', mdb: '', air: '' };

beforeAll(async () => {
  const mediaDir = await mkdtemp(join(tmpdir(), 'campus-media-'));
  await mkdir(join(mediaDir, 'lives'));
  await writeFile(join(mediaDir, 'lives', 'conference.mp4'), Buffer.alloc(4096, 3));
  test = await createTestApp({ learningMediaDir: mediaDir });
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(() => test.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const upload = (url: string, token: string, name: string, content: Buffer) => {
  const { payload, headers } = multipartFile('file', name, 'application/octet-stream', content);
  return test.app.inject({ method: 'PUT', url: `/api${url}`, payload, headers: { ...headers, ...bearer(token) } });
};
const replayInput = {
  channel: 'finance',
  title: 'Live : lire un bilan comptable',
  description: 'Actif, passif et les trois ratios qui comptent.',
  mediaType: 'video',
  durationMinutes: 52,
  chapters: [
    { at: '12:30', title: 'Les ratios' },
    { at: '00:00', title: 'Introduction' },
  ],
};
const memberReplayIds = async (token: string, query = 'channel=finance') =>
  (await call('GET', `/replays?${query}`, token)).json<ReplayPage>().items.map((replay) => replay.id);

describe('every admin route of replays and resources', () => {
  it('is refused to a member who is not MDB_ADMIN (403)', async () => {
    const routes: [Method, string][] = [
      ['GET', '/admin/replays?channel=finance'],
      ['GET', '/admin/replays/links?channel=finance'],
      ['GET', '/admin/replays/demo-replay-01'],
      ['POST', '/admin/replays'],
      ['PUT', '/admin/replays/demo-replay-01'],
      ['DELETE', '/admin/replays/demo-replay-01'],
      ['POST', '/admin/replays/demo-replay-01/publish'],
      ['POST', '/admin/replays/demo-replay-01/unpublish'],
      ['PUT', '/admin/replays/demo-replay-01/file'],
      ['PUT', '/admin/replays/demo-replay-01/media'],
      ['GET', '/admin/resources?channel=immobilier'],
      ['POST', '/admin/resources'],
      ['PUT', '/admin/resources/demo-resource-01'],
      ['DELETE', '/admin/resources/demo-resource-01'],
      ['PUT', '/admin/resources/demo-resource-01/file'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, tokens.mdb, method === 'GET' ? undefined : {})).statusCode, url).toBe(403);
    }
    expect(await memberReplayIds(tokens.air, 'channel=immobilier')).toContain('demo-replay-01');
  });
});

describe('replays authored by MDB_ADMIN', () => {
  let id = '';

  it('checks the input in French: title, type, chapter timestamps, links of the channel', async () => {
    const bad = await call('POST', '/admin/replays', tokens.admin, {
      ...replayInput,
      title: ' ',
      mediaType: 'podcast',
      chapters: [{ at: '7h', title: 'Début' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors?.title).toEqual(['Ce champs est obligatoire']);
    expect(errorBody(bad).errors?.['chapters.0.at']).toEqual(['Indiquez un minutage au format mm:ss (ou h:mm:ss)']);
    expect(errorBody(bad).errors?.mediaType?.[0]).toMatch(/[a-zé]/);

    const links = (await call('GET', '/admin/replays/links?channel=finance', tokens.admin)).json<ReplayLinks>();
    expect(links.events.map((event) => event.title)).toContain('Bourse : bilan du trimestre');
    expect(links.events.every((event) => event.startsAt < new Date().toISOString())).toBe(true);
    const future = await test.app.db
      .selectFrom('events')
      .innerJoin('event_sessions', 'event_sessions.event_id', 'events.id')
      .select('events.id')
      .where('events.channel', '=', 'finance')
      .where('event_sessions.starts_at', '>', new Date().toISOString())
      .executeTakeFirstOrThrow();
    const futureEvent = await call('POST', '/admin/replays', tokens.admin, { ...replayInput, eventId: future.id });
    expect(errorBody(futureEvent).errors?.eventId).toEqual(['Choisissez un évènement passé de la chaîne']);
    const otherChannel = await call('POST', '/admin/replays', tokens.admin, {
      ...replayInput,
      courseId: 'demo-course-immo-1',
    });
    expect(errorBody(otherChannel).errors?.courseId).toEqual(['Choisissez une formation de la chaîne']);
    const pdfLesson = await call('POST', '/admin/replays', tokens.admin, {
      ...replayInput,
      courseId: 'demo-course-finance-1',
      lessonId: 'demo-course-immo-1-l1',
    });
    expect(errorBody(pdfLesson).errors?.lessonId).toEqual(['Choisissez une leçon vidéo ou audio de cette formation']);
  });

  it('creates a draft that members never see, with its chapters in time order', async () => {
    const past = (await call('GET', '/admin/replays/links?channel=finance', tokens.admin)).json<ReplayLinks>();
    const created = await call('POST', '/admin/replays', tokens.admin, { ...replayInput, eventId: past.events[0]!.id });
    expect(created.statusCode).toBe(201);
    const replay = created.json<AdminReplay>();
    id = replay.id;
    expect(replay).toMatchObject({ publishedAt: null, fileName: null, eventId: past.events[0]!.id });
    expect(replay.chapters).toEqual([
      { at: 0, title: 'Introduction' },
      { at: 750, title: 'Les ratios' },
    ]);
    const admin = (await call('GET', '/admin/replays?channel=finance', tokens.admin)).json<AdminReplayPage>();
    expect(admin.items.map((item) => item.id)).toContain(id);
    expect(await memberReplayIds(tokens.mdb)).not.toContain(id);
    expect(await memberReplayIds(tokens.mdb, 'channel=finance&q=bilan%20comptable')).toEqual([]);
    expect((await call('GET', `/replays/${id}`, tokens.mdb)).statusCode).toBe(404);
    expect((await call('GET', `/replays/${id}/file`, tokens.mdb)).statusCode).toBe(404);
  });

  it('publishes only with a file of its type, 10 MB at most (413)', async () => {
    const early = await call('POST', `/admin/replays/${id}/publish`, tokens.admin);
    expect(early.statusCode).toBe(409);
    expect(errorBody(early).error).toBe('Ajoutez le fichier du replay avant de le publier');
    const pdf = await upload(`/admin/replays/${id}/file`, tokens.admin, 'bilan.pdf', Buffer.from('%PDF-1.4'));
    expect(pdf.statusCode).toBe(400);
    expect(errorBody(pdf).errors?.file?.[0]).toMatch(/^Ce fichier ne correspond pas au type du replay/);
    // Named as a video, a page is not one: its bytes are read, never its name.
    const page = await upload(`/admin/replays/${id}/file`, tokens.admin, 'live.mp4', HTML_PAGE);
    expect(page.statusCode).toBe(400);
    expect(errorBody(page).errors?.file).toEqual([AUTHORING_MESSAGES.badFileType]);
    const tooBig = await upload(
      `/admin/replays/${id}/file`,
      tokens.admin,
      'live.mp4',
      Buffer.alloc(10 * 1024 * 1024 + 1),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(errorBody(tooBig).errors?.file).toEqual(['Les fichiers sont trop lourds : 10 Mo maximum']);
    const ok = await upload(`/admin/replays/${id}/file`, tokens.admin, 'live.mp4', MP4_BYTES);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AdminReplay>().fileName).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    expect(await memberReplayIds(tokens.mdb)).not.toContain(id);
  });

  it('takes a larger video from the media directory, never outside it', async () => {
    const outside = await call('PUT', `/admin/replays/${id}/media`, tokens.admin, { path: '../secret.mp4' });
    expect(errorBody(outside).errors?.path).toEqual([
      'Chemin de fichier invalide : indiquez un chemin relatif au dossier de médias',
    ]);
    const linked = await call('PUT', `/admin/replays/${id}/media`, tokens.admin, { path: 'lives/conference.mp4' });
    expect(linked.json<AdminReplay>().fileName).toBe('media:lives/conference.mp4');
  });

  it('once published, members of the channel see it, "publié il y a 0 jour", and play its file', async () => {
    const published = await call('POST', `/admin/replays/${id}/publish`, tokens.admin);
    expect(published.statusCode).toBe(200);
    const publishedAt = published.json<AdminReplay>().publishedAt!;
    expect(daysSince(publishedAt)).toBe(0);
    expect((await memberReplayIds(tokens.mdb))[0]).toBe(id);
    const detail = (await call('GET', `/replays/${id}`, tokens.mdb)).json<ReplayDetail>();
    expect(detail).toMatchObject({ publishedAt, durationMinutes: 52, lesson: null });
    expect(detail.event).not.toBeNull();
    const file = await test.app.inject({ method: 'GET', url: detail.fileUrl, headers: { range: 'bytes=0-1' } });
    expect(file.statusCode).toBe(206);
    // air does not own the finance channel.
    expect((await call('GET', `/replays/${id}`, tokens.air)).statusCode).toBe(404);
  });

  it('edits, unpublishes (hidden again) and deletes a replay', async () => {
    const edited = await call('PUT', `/admin/replays/${id}`, tokens.admin, { ...replayInput, title: 'Lire un bilan' });
    expect(edited.json<AdminReplay>()).toMatchObject({ title: 'Lire un bilan', eventId: null });
    const toAudio = await call('PUT', `/admin/replays/${id}`, tokens.admin, { ...replayInput, mediaType: 'audio' });
    expect(toAudio.statusCode).toBe(400);
    await call('POST', `/admin/replays/${id}/unpublish`, tokens.admin);
    expect(await memberReplayIds(tokens.mdb)).not.toContain(id);
    expect((await call('DELETE', `/admin/replays/${id}`, tokens.admin)).statusCode).toBe(204);
    expect((await call('GET', `/admin/replays/${id}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe('a replay that counts for a lesson of its course', () => {
  const lessonDuration = 100;
  let courseId = '';
  let lessonId = '';
  let replayId = '';
  const view = (payload: object) =>
    call('PUT', `/replays/${replayId}/view`, tokens.mdb, payload).then((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<ReplayViewResponse>();
    });
  const financeLevel1 = async () => {
    const me = (await call('PUT', '/me/levels', tokens.mdb, { channel: 'finance' })).json<MeResponse>();
    return me.levels.finance?.find((item) => item.level === 1)?.completed;
  };
  const points = async () => (await call('GET', '/me', tokens.mdb)).json<MeResponse>().points;

  beforeAll(async () => {
    // mdb completed the finance level 1 course of the demo: the new level 1 course is all that level 1 waits for.
    const mdbUid = (
      await test.app.db
        .selectFrom('users')
        .select('uid')
        .where('email', '=', 'mdb@campus.test')
        .executeTakeFirstOrThrow()
    ).uid;
    const lessons = await test.app.db
      .selectFrom('lessons')
      .select(['id', 'course_id'])
      .where('course_id', '=', 'demo-course-finance-1')
      .execute();
    const now = new Date().toISOString();
    await test.app.db
      .deleteFrom('lesson_progress')
      .where('uid', '=', mdbUid)
      .where('course_id', '=', 'demo-course-finance-1')
      .execute();
    await test.app.db
      .insertInto('lesson_progress')
      .values(
        lessons.map((lesson) => ({
          uid: mdbUid,
          lesson_id: lesson.id,
          course_id: lesson.course_id,
          position_seconds: 0,
          watched_ranges: '[]',
          completed_at: now,
          updated_at: now,
        })),
      )
      .execute();

    const course = (
      await call('POST', '/admin/courses', tokens.admin, {
        channel: 'finance',
        title: 'Analyser une entreprise',
        skillLevel: 'BEGINNER',
        classroomLevel: 'level_1',
      })
    ).json<AdminCourse>();
    courseId = course.id;
    const withModule = (
      await call('POST', `/admin/courses/${courseId}/modules`, tokens.admin, { title: 'Les comptes' })
    ).json<AdminCourse>();
    const withLesson = (
      await call('POST', `/admin/modules/${withModule.modules[0]!.id}/lessons`, tokens.admin, {
        title: 'Le bilan en vidéo',
        contentType: 'video',
        durationSeconds: lessonDuration,
        points: 30,
      })
    ).json<AdminCourse>();
    lessonId = withLesson.modules[0]!.lessons[0]!.id;
    await call('POST', `/admin/courses/${courseId}/publish`, tokens.admin);
    const replay = (
      await call('POST', '/admin/replays', tokens.admin, { ...replayInput, courseId, lessonId })
    ).json<AdminReplay>();
    replayId = replay.id;
    await upload(`/admin/replays/${replayId}/file`, tokens.admin, 'live.mp4', MP4_BYTES);
    await call('POST', `/admin/replays/${replayId}/publish`, tokens.admin);
  });

  it('shows the member which lesson of which course it counts for', async () => {
    const detail = (await call('GET', `/replays/${replayId}`, tokens.mdb)).json<ReplayDetail>();
    expect(detail.lesson).toEqual({
      id: lessonId,
      title: 'Le bilan en vidéo',
      courseId,
      courseTitle: 'Analyser une entreprise',
      completed: false,
    });
  });

  it('a seek to the end watches nothing: the lesson stays open, no points', async () => {
    expect(await financeLevel1()).toBe(false);
    const before = await points();
    const seek = await view({ positionSeconds: 99, watched: [] });
    expect(seek.lessonProgress).toMatchObject({ lessonId, completed: false, watchedSeconds: 0, positionSeconds: 99 });
    const stretch = await view({ positionSeconds: 60, watched: [[0, 60]] });
    expect(stretch.lessonProgress).toMatchObject({ completed: false, watchedSeconds: 60 });
    // Watching 0-60 again adds nothing: the union of ranges counts, not their sum.
    const again = await view({ positionSeconds: 60, watched: [[0, 60]] });
    expect(again.lessonProgress).toMatchObject({ completed: false, watchedSeconds: 60 });
    expect(await points()).toBe(before);
  });

  it('90 % really watched completes the lesson, gives its points once and completes the level', async () => {
    const before = await points();
    const done = await view({ positionSeconds: 90, watched: [[60, 90]] });
    expect(done.lessonProgress).toMatchObject({ lessonId, completed: true, watchedSeconds: 90, courseProgress: 100 });
    expect(done.lessonProgress?.points).toBe(before + 30);
    expect(await points()).toBe(before + 30);
    const levels = await test.app.db
      .selectFrom('user_levels')
      .innerJoin('users', 'users.uid', 'user_levels.uid')
      .select(['user_levels.level', 'user_levels.completed'])
      .where('users.email', '=', 'mdb@campus.test')
      .where('user_levels.channel', '=', 'finance')
      .where('user_levels.level', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(levels.completed)).toBe(1);
    await view({ positionSeconds: 100, watched: [[90, 100]] });
    expect(await points()).toBe(before + 30);
    const detail = (await call('GET', `/replays/${replayId}`, tokens.mdb)).json<ReplayDetail>();
    expect(detail.lesson?.completed).toBe(true);
    // The classroom shows the same lesson completed.
    const course = (await call('GET', `/courses/${courseId}`, tokens.mdb)).json<{ completedLessons: number }>();
    expect(course.completedLessons).toBe(1);
  });

  it('a replay without a lesson, or whose course is a draft again, counts for nothing', async () => {
    expect((await view({ positionSeconds: 4, watched: [[0, 4]] })).lessonProgress).not.toBeNull();
    await call('POST', `/admin/courses/${courseId}/unpublish`, tokens.admin);
    const response = await view({ positionSeconds: 5, watched: [[0, 5]] });
    expect(response.lessonProgress).toBeNull();
    expect(response.unlockedMedias).toContain(replayId);
  });
});

describe('useful resources authored by MDB_ADMIN', () => {
  const memberResources = async () => (await call('GET', '/resources?channel=finance', tokens.mdb)).json<Resource[]>();
  const inCategory = async (category: string) =>
    (await call('GET', '/admin/resources?channel=finance', tokens.admin))
      .json<AdminResource[]>()
      .filter((resource) => resource.category === category)
      .map((resource) => [resource.title, resource.position]);
  const link = { channel: 'finance', category: 'Sites utiles', kind: 'link' };
  let documentId = '';

  it('takes http and https links only, in French', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.org/a', 'file:///etc/passwd', 'https://', '']) {
      const bad = await call('POST', '/admin/resources', tokens.admin, { ...link, title: 'Lien', url });
      expect(bad.statusCode, url).toBe(400);
      expect(errorBody(bad).errors?.url, url).toEqual(['Indiquez une adresse http:// ou https://']);
    }
    const ok = await call('POST', '/admin/resources', tokens.admin, {
      ...link,
      title: 'Le site de l’AMF',
      url: 'https://www.amf-france.org',
    });
    expect(ok.statusCode).toBe(201);
    expect((await memberResources()).find((resource) => resource.title === 'Le site de l’AMF')?.url).toBe(
      'https://www.amf-france.org',
    );
  });

  it('ranks resources within their category', async () => {
    // The demo's positions run across categories: the admin sees each category ranked from 1.
    const guides = (await call('GET', '/admin/resources?channel=immobilier', tokens.admin))
      .json<AdminResource[]>()
      .filter((resource) => resource.category === 'Guides pratiques');
    expect(guides.map((resource) => resource.position)).toEqual([1, 2]);
    await call('POST', '/admin/resources', tokens.admin, { ...link, title: 'INSEE', url: 'http://www.insee.fr' });
    const first = await call('POST', '/admin/resources', tokens.admin, {
      ...link,
      title: 'Banque de France',
      url: 'https://www.banque-france.fr',
      position: 1,
    });
    expect(await inCategory('Sites utiles')).toEqual([
      ['Banque de France', 1],
      ['Le site de l’AMF', 2],
      ['INSEE', 3],
    ]);
    const moved = first.json<AdminResource>();
    await call('PUT', `/admin/resources/${moved.id}`, tokens.admin, {
      ...link,
      title: moved.title,
      url: moved.url,
      position: 3,
    });
    expect(await inCategory('Sites utiles')).toEqual([
      ['Le site de l’AMF', 1],
      ['INSEE', 2],
      ['Banque de France', 3],
    ]);
    const insee = (await call('GET', '/admin/resources?channel=finance', tokens.admin))
      .json<AdminResource[]>()
      .find((resource) => resource.title === 'INSEE')!;
    expect((await call('DELETE', `/admin/resources/${insee.id}`, tokens.admin)).statusCode).toBe(204);
    expect(await inCategory('Sites utiles')).toEqual([
      ['Le site de l’AMF', 1],
      ['Banque de France', 2],
    ]);
  });

  it('offers a document to members once its file is sent (10 MB at most, 413)', async () => {
    const created = await call('POST', '/admin/resources', tokens.admin, {
      channel: 'finance',
      category: 'Modèles',
      title: 'Modèle de bilan',
      kind: 'document',
    });
    expect(created.statusCode).toBe(201);
    documentId = created.json<AdminResource>().id;
    expect((await memberResources()).map((resource) => resource.id)).not.toContain(documentId);
    const tooBig = await upload(
      `/admin/resources/${documentId}/file`,
      tokens.admin,
      'b.pdf',
      Buffer.alloc(10 * 1024 * 1024 + 1),
    );
    expect(tooBig.statusCode).toBe(413);
    const ok = await upload(
      `/admin/resources/${documentId}/file`,
      tokens.admin,
      'bilan.csv',
      Buffer.from('poste;montant\n'),
    );
    expect(ok.statusCode).toBe(200);
    const offered = (await memberResources()).find((resource) => resource.id === documentId);
    expect(offered).toMatchObject({ kind: 'document', category: 'Modèles' });
    const download = await test.app.inject({
      method: 'GET',
      url: `/api/download?url=${encodeURIComponent(offered!.url)}`,
      headers: bearer(tokens.mdb),
    });
    expect(download.statusCode).toBe(200);
    const linkFile = (await call('GET', '/admin/resources?channel=finance', tokens.admin))
      .json<AdminResource[]>()
      .find((resource) => resource.kind === 'link')!;
    const refused = await upload(`/admin/resources/${linkFile.id}/file`, tokens.admin, 'a.pdf', Buffer.from('%PDF'));
    expect(errorBody(refused).errors?.file).toEqual(['Seule une ressource de type document reçoit un fichier']);
  });
});
