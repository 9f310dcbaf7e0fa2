import type { MeResponse } from '@campus/domain/account';
import type { CourseDetail, CourseSummary, Lesson, LessonProgressResponse } from '@campus/domain/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
const tokens: Record<'admin' | 'mdb' | 'air' | 'starter' | 'sport' | 'prospect', string> = {
  admin: '',
  mdb: '',
  air: '',
  starter: '',
  sport: '',
  prospect: '',
};

beforeAll(async () => {
  test = await createTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(() => test.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function course(id: string, token: string): Promise<CourseDetail> {
  const response = await get(`/api/courses/${id}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<CourseDetail>();
}
const lessonsOf = (detail: CourseDetail): Lesson[] => detail.modules.flatMap((module) => module.lessons);

describe('GET /api/courses?channel=', () => {
  it("lists the member's trainings in the channel with their progress, air@'s second course half done", async () => {
    const response = await get('/api/courses?channel=immobilier', tokens.air);
    expect(response.statusCode).toBe(200);
    const courses = response.json<CourseSummary[]>();
    expect(courses.map((item) => [item.id, item.progress])).toEqual([
      ['demo-course-immo-1', 100],
      ['demo-course-immo-2', 50],
      ['demo-course-immo-3', 0],
    ]);
    expect(courses.every((item) => typeof item.title === 'string' && item.title.length > 0)).toBe(true);
    // Resumes at the first unfinished lesson.
    expect(courses[1]?.resumeLessonId).toBe('demo-course-immo-2-l4');
  });

  it('refuses a channel the member does not own, and an unknown one', async () => {
    expect((await get('/api/courses?channel=finance', tokens.air)).statusCode).toBe(403);
    expect((await get('/api/courses?channel=cuisine', tokens.air)).statusCode).toBe(400);
  });

  it('is for customers: a prospect is refused', async () => {
    expect((await get('/api/courses?channel=immobilier', tokens.prospect)).statusCode).toBe(403);
  });
});

describe('GET /api/courses/{id}', () => {
  it('gives the outline in modules, with each lesson of the content types', async () => {
    const detail = await course('demo-course-immo-1', tokens.mdb);
    expect(detail.title).toBe("Les fondamentaux de l'investissement immobilier");
    expect(detail.modules.map((module) => module.title)).toEqual(['Bien démarrer', 'Analyser un bien']);
    expect(lessonsOf(detail).map((lesson) => lesson.contentType)).toEqual([
      'video',
      'support',
      'pdf',
      'excel',
      'image',
    ]);
  });

  it("answers 404 for another channel's course, however it is asked for", async () => {
    for (const url of ['/api/courses/demo-course-finance-1', '/api/courses/demo-course-finance-1?channel=immobilier']) {
      const response = await get(url, tokens.air);
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).error).toBe('Formation introuvable');
    }
    expect((await get('/api/courses/nothing-here', tokens.air)).statusCode).toBe(404);
  });
});

describe('GET /api/lessons/{id}/file', () => {
  it("answers Safari's bytes=0-1 probe with 206 and the first two bytes", async () => {
    const video = lessonsOf(await course('demo-course-immo-1', tokens.mdb))[0]!;
    const response = await get(video.fileUrl!, undefined, { range: 'bytes=0-1' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-range']).toMatch(/^bytes 0-1\/\d+$/);
    expect(response.headers['content-length']).toBe('2');
    expect(response.rawPayload).toHaveLength(2);
  });

  it('serves any range for seeking, the whole file without one, and 416 past the end', async () => {
    const video = lessonsOf(await course('demo-course-immo-1', tokens.mdb))[0]!;
    const whole = await get(video.fileUrl!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const middle = await get(video.fileUrl!, undefined, { range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(whole.rawPayload.subarray(1000, 2000))).toBe(true);
    const tail = await get(video.fileUrl!, undefined, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const past = await get(video.fileUrl!, undefined, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it("refuses a lesson file of another channel's course, with a bearer or a media key", async () => {
    const lessonId = 'demo-course-finance-1-l1';
    expect((await get(`/api/lessons/${lessonId}/file`, tokens.air)).statusCode).toBe(404);
    // air@'s own media key opens air@'s channels only.
    const airKey = new URL(
      lessonsOf(await course('demo-course-immo-1', tokens.air))[0]!.fileUrl!,
      'http://x',
    ).searchParams.get('key')!;
    expect((await get(`/api/lessons/${lessonId}/file?key=${airKey}`)).statusCode).toBe(404);
    // Neither a bearer token nor a valid media key: unauthenticated, as on every protected route (architecture 4.2).
    expect((await get(`/api/lessons/${lessonId}/file`)).statusCode).toBe(401);
    expect((await get(`/api/lessons/${lessonId}/file?key=not-a-key`)).statusCode).toBe(401);
  });

  it('is for customers, as the routes handing out the keys: a prospect of the channel is refused', async () => {
    // prospect@ owns immobilier but holds no customer right.
    expect((await get('/api/lessons/demo-course-immo-1-l1/file', tokens.prospect)).statusCode).toBe(403);
    const replay = await test.app.db
      .selectFrom('replays')
      .select('id')
      .where('channel', '=', 'immobilier')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/replays/${replay.id}/file`, tokens.prospect)).statusCode).toBe(403);
  });

  it("stops opening a file once the key's member is no longer a customer", async () => {
    const uid = (
      await test.app.db
        .selectFrom('users')
        .select('uid')
        .where('email', '=', 'starter@campus.test')
        .executeTakeFirstOrThrow()
    ).uid;
    const fileUrl = lessonsOf(await course('demo-course-immo-1', tokens.starter))[0]!.fileUrl!;
    expect((await get(fileUrl, undefined, { range: 'bytes=0-1' })).statusCode).toBe(206);
    await test.app.db.updateTable('users').set({ is_customer: 0 }).where('uid', '=', uid).execute();
    try {
      expect((await get(fileUrl, undefined, { range: 'bytes=0-1' })).statusCode).toBe(403);
    } finally {
      await test.app.db.updateTable('users').set({ is_customer: 1 }).where('uid', '=', uid).execute();
    }
  });
});

describe('progress, resume and completion', () => {
  const lessonId = 'demo-course-sport-1-l1';

  it('keeps the position on the server: the member resumes there', async () => {
    const response = await send('PUT', `/api/lessons/${lessonId}/progress`, tokens.sport, {
      positionSeconds: 3.5,
      watched: [[0, 3.5]],
    });
    expect(response.statusCode).toBe(200);
    const lesson = lessonsOf(await course('demo-course-sport-1', tokens.sport))[0]!;
    expect(lesson.positionSeconds).toBe(3.5);
    expect(lesson.completed).toBe(false);
    const [summary] = (await get('/api/courses?channel=sport', tokens.sport)).json<CourseSummary[]>();
    expect(summary?.resumeLessonId).toBe(lessonId);
  });

  it('a seek to the end does not complete a video; the button neither', async () => {
    const seek = await send('PUT', `/api/lessons/${lessonId}/progress`, tokens.sport, {
      positionSeconds: 8,
      watched: [[7.5, 8]],
    });
    expect(seek.json<LessonProgressResponse>().completed).toBe(false);
    const click = await send('POST', `/api/lessons/${lessonId}/complete`, tokens.sport);
    expect(click.statusCode).toBe(409);
    expect(errorBody(click).error).toBe('Regardez au moins 90 % de la leçon pour la terminer');
  });

  it('completes once the union of watched ranges reaches 90 %, and brings its points once', async () => {
    const before = (await get('/api/me', tokens.sport)).json<MeResponse>().points;
    const done = await send('PUT', `/api/lessons/${lessonId}/progress`, tokens.sport, {
      positionSeconds: 7.3,
      watched: [[3, 7.3]],
    });
    const answer = done.json<LessonProgressResponse>();
    expect(answer.completed).toBe(true);
    expect(answer.points).toBe(before + 20);
    expect(answer.courseProgress).toBe(25);
    const again = await send('PUT', `/api/lessons/${lessonId}/progress`, tokens.sport, {
      positionSeconds: 8,
      watched: [[0, 8]],
    });
    expect(again.json<LessonProgressResponse>().points).toBe(before + 20);
  });

  it('Marquer comme terminée completes a text lesson and moves the course progress', async () => {
    const response = await send('POST', '/api/lessons/demo-course-sport-1-l2/complete', tokens.sport);
    expect(response.statusCode).toBe(200);
    expect(response.json<LessonProgressResponse>()).toMatchObject({ completed: true, courseProgress: 50 });
    const [summary] = (await get('/api/courses?channel=sport', tokens.sport)).json<CourseSummary[]>();
    expect(summary?.progress).toBe(50);
  });

  it("refuses progress on another channel's lesson", async () => {
    const response = await send('PUT', '/api/lessons/demo-course-finance-1-l1/progress', tokens.sport, {
      positionSeconds: 1,
    });
    expect(response.statusCode).toBe(404);
    expect((await send('POST', '/api/lessons/demo-course-finance-1-l2/complete', tokens.sport)).statusCode).toBe(404);
  });
});

describe('reading progress of a lesson read in the page (spec 9)', () => {
  const textLesson = 'demo-course-sport-2-l2';
  const progressOf = async (id: string) =>
    lessonsOf(await course('demo-course-sport-2', tokens.sport)).find((lesson) => lesson.id === id)!;

  it('keeps how far the member read, never going back, and does not complete the lesson', async () => {
    const first = await send('PUT', `/api/lessons/${textLesson}/progress`, tokens.sport, {
      positionSeconds: 0,
      readPercent: 60,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<LessonProgressResponse>()).toMatchObject({ readPercent: 60, completed: false });
    // Scrolling back up reads nothing new: the furthest point stays.
    const back = await send('PUT', `/api/lessons/${textLesson}/progress`, tokens.sport, {
      positionSeconds: 0,
      readPercent: 20,
    });
    expect(back.json<LessonProgressResponse>().readPercent).toBe(60);
    expect(await progressOf(textLesson)).toMatchObject({ readPercent: 60, positionSeconds: 60, completed: false });
    const [summary] = (await get('/api/courses?channel=sport', tokens.sport))
      .json<CourseSummary[]>()
      .filter((item) => item.id === 'demo-course-sport-2');
    expect(summary?.resumeLessonId).toBe(textLesson);
  });

  it("keeps a PDF lesson's reading too (its pages are read in the page)", async () => {
    const lessons = async () => lessonsOf(await course('demo-course-sport-1', tokens.sport));
    const pdfLesson = (await lessons()).find((lesson) => lesson.contentType === 'pdf')!;
    const sent = await send('PUT', `/api/lessons/${pdfLesson.id}/progress`, tokens.sport, {
      positionSeconds: 0,
      readPercent: 45,
    });
    expect(sent.json<LessonProgressResponse>().readPercent).toBe(45);
    expect((await lessons()).find((lesson) => lesson.id === pdfLesson.id)?.readPercent).toBe(45);
  });

  it('ignores a reading percent on a video and refuses one out of 0 to 100', async () => {
    const video = 'demo-course-sport-2-l1';
    await send('PUT', `/api/lessons/${video}/progress`, tokens.sport, { positionSeconds: 1, readPercent: 100 });
    expect(await progressOf(video)).toMatchObject({ readPercent: 0, watchedSeconds: 0, completed: false });
    const invalid = await send('PUT', `/api/lessons/${textLesson}/progress`, tokens.sport, {
      positionSeconds: 0,
      readPercent: 140,
    });
    expect(invalid.statusCode).toBe(400);
    expect(errorBody(invalid).errors?.readPercent).toBeDefined();
  });
});

describe('levels are earned, not typed', () => {
  it('PUT /api/me/levels ignores the levels sent and answers the computed ones', async () => {
    const response = await send('PUT', '/api/me/levels', tokens.starter, {
      channel: 'immobilier',
      levels: [
        { level: 1, completed: true },
        { level: 2, completed: true },
        { level: 3, completed: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    // starter@ finished the level 1 course only.
    expect(response.json<MeResponse>().levels.immobilier).toEqual([
      { level: 1, completed: true },
      { level: 2, completed: false },
      { level: 3, completed: false },
    ]);
  });

  it('completing every course of a classroom level completes that level of the channel', async () => {
    const lessons = lessonsOf(await course('demo-course-immo-3', tokens.mdb));
    for (const lesson of lessons) {
      if (lesson.durationSeconds) {
        await send('PUT', `/api/lessons/${lesson.id}/progress`, tokens.mdb, {
          positionSeconds: lesson.durationSeconds,
          watched: [[0, lesson.durationSeconds]],
        });
      } else {
        await send('POST', `/api/lessons/${lesson.id}/complete`, tokens.mdb);
      }
    }
    const me = (await send('PUT', '/api/me/levels', tokens.mdb, { channel: 'immobilier' })).json<MeResponse>();
    expect(me.levels.immobilier).toEqual([
      { level: 1, completed: true },
      { level: 2, completed: true },
      { level: 3, completed: true },
    ]);
  });

  it('answers 403 for a channel the member does not own', async () => {
    expect((await send('PUT', '/api/me/levels', tokens.air, { channel: 'finance' })).statusCode).toBe(403);
  });
});

describe('PUT /api/learning/playback-rate', () => {
  it('keeps the playback speed per member', async () => {
    expect((await send('PUT', '/api/learning/playback-rate', tokens.admin, { playbackRate: 1.5 })).statusCode).toBe(
      204,
    );
    expect((await course('demo-course-finance-1', tokens.admin)).playbackRate).toBe(1.5);
    expect((await course('demo-course-finance-1', tokens.mdb)).playbackRate).toBe(1);
  });

  it('refuses a speed outside the offered ones', async () => {
    expect((await send('PUT', '/api/learning/playback-rate', tokens.admin, { playbackRate: 16 })).statusCode).toBe(400);
  });
});
