import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Local fakes of Livestorm's API v1 and Zoom's API v2 (with its OAuth token endpoint), for tests: built from their
// documented requests and answers, they keep the people registered per session or meeting, check the keys, and answer
// a status on demand (a 429 with its Retry-After, a 500, …) before answering normally again.

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

interface ForcedAnswer {
  status: number;
  headers: Record<string, string>;
}

interface Person {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  joinUrl: string;
  attended: boolean;
}

export interface FakeWebinarApi {
  /** The API's base URL (Livestorm: …/v1, Zoom: …/v2). */
  url: string;
  requests: RecordedRequest[];
  /** A session (Livestorm) or meeting (Zoom) the fake knows; others are 404. */
  addWebinar(id: string): void;
  people(webinarId: string): Person[];
  /** The next `times` calls (of any path) answer this status, with these headers. */
  answerNext(status: number, options?: { times?: number; headers?: Record<string, string> }): void;
  markAttended(webinarId: string, email: string): void;
  close(): Promise<void>;
}

export interface FakeZoomApi extends FakeWebinarApi {
  oauthUrl: string;
  /** Access tokens the OAuth endpoint gave. */
  tokensIssued: number;
}

type Handler = (request: RecordedRequest, response: ServerResponse) => void;

function send(response: ServerResponse, status: number, body?: unknown, type = 'application/json'): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A server whose forced answers come first, then `handle`. */
async function startFake(handle: Handler) {
  const requests: RecordedRequest[] = [];
  const forced: ForcedAnswer[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const recorded = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      const answer = forced.shift();
      if (answer) {
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        response.end(JSON.stringify({ errors: [{ title: `forced ${answer.status}` }] }));
        return;
      }
      handle(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    answerNext(status: number, { times = 1, headers = {} }: { times?: number; headers?: Record<string, string> } = {}) {
      for (let index = 0; index < times; index += 1) forced.push({ status, headers });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function registry() {
  const webinars = new Map<string, Person[]>();
  return {
    webinars,
    addWebinar: (id: string) => void webinars.set(id, webinars.get(id) ?? []),
    people: (id: string) => webinars.get(id) ?? [],
    markAttended(id: string, email: string) {
      const person = webinars.get(id)?.find((candidate) => candidate.email === email);
      if (person) person.attended = true;
    },
  };
}

/** Livestorm's API v1: `Authorization: <token>`, JSON:API documents. */
export async function startFakeLivestorm(token: string): Promise<FakeWebinarApi> {
  const { webinars, ...people } = registry();
  const toDocument = (person: Person) => ({
    id: person.id,
    type: 'people',
    attributes: {
      role: 'participant',
      first_name: person.firstname,
      last_name: person.lastname,
      email: person.email,
      registrant_detail: { connection_link: person.joinUrl, attended: person.attended },
    },
  });
  const fake = await startFake((request, response) => {
    if (request.headers.authorization !== token) return send(response, 401, { errors: [{ title: 'Unauthorized' }] });
    const match = /^\/v1\/sessions\/([^/]+)\/people$/.exec(request.path);
    const registered = match ? webinars.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !registered) return send(response, 404, { errors: [{ title: 'Not Found' }] });
    const sessionId = decodeURIComponent(match[1] ?? '');
    if (request.method === 'POST') {
      const fields = (request.body as { data: { attributes: { fields: { id: string; value: string }[] } } }).data
        .attributes.fields;
      const field = (id: string) => fields.find((candidate) => candidate.id === id)?.value ?? '';
      if (registered.some((person) => person.email === field('email'))) {
        return send(response, 422, {
          errors: [{ title: 'Unprocessable Entity', detail: 'Email has already been taken' }],
        });
      }
      const id = randomUUID();
      const person = {
        id,
        email: field('email'),
        firstname: field('first_name'),
        lastname: field('last_name'),
        joinUrl: `https://app.livestorm.co/p/event/live?email=${encodeURIComponent(field('email'))}&key=${id}&s=${sessionId}`,
        attended: false,
      };
      registered.push(person);
      return send(response, 201, { data: toDocument(person) }, 'application/vnd.api+json');
    }
    if (request.method === 'DELETE') {
      const index = registered.findIndex((person) => person.email === request.query.get('email'));
      if (index < 0) return send(response, 404, { errors: [{ title: 'Not Found' }] });
      registered.splice(index, 1);
      return send(response, 204);
    }
    const email = request.query.get('filter[email]');
    const attended = request.query.get('filter[attended]');
    const size = Number(request.query.get('page[size]') ?? 20);
    const page = Number(request.query.get('page[number]') ?? 0);
    const all = registered.filter(
      (person) =>
        (email === null || person.email === email) && (attended === null || String(person.attended) === attended),
    );
    return send(
      response,
      200,
      {
        data: all.slice(page * size, (page + 1) * size).map(toDocument),
        meta: { record_count: all.length, page_count: Math.ceil(all.length / size), items_per_page: size },
      },
      'application/vnd.api+json',
    );
  });
  return {
    url: `${fake.origin}/v1`,
    requests: fake.requests,
    answerNext: fake.answerNext,
    close: fake.close,
    ...people,
  };
}

/** Zoom's API v2 with the OAuth token endpoint of a Server-to-Server OAuth app. */
export async function startFakeZoom(credentials: {
  accountId: string;
  clientId: string;
  clientSecret: string;
}): Promise<FakeZoomApi> {
  const { webinars, ...people } = registry();
  const tokens = new Set<string>();
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  const fake = await startFake((request, response) => {
    if (request.path === '/oauth/token') {
      const isGranted =
        request.method === 'POST' &&
        request.headers.authorization === basic &&
        request.query.get('grant_type') === 'account_credentials' &&
        request.query.get('account_id') === credentials.accountId;
      if (!isGranted)
        return send(response, 401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
      const token = randomUUID();
      tokens.add(token);
      result.tokensIssued += 1;
      return send(response, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 3599,
        scope: 'meeting:write:admin',
      });
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return send(response, 401, { code: 124, message: 'Invalid access token.' });
    const past = /^\/v2\/past_meetings\/([^/]+)\/participants$/.exec(request.path);
    if (past) {
      const registered = webinars.get(decodeURIComponent(past[1] ?? ''));
      if (!registered) return send(response, 404, { code: 3001, message: 'Meeting does not exist.' });
      const participants = registered
        .filter((person) => person.attended)
        .map((person) => ({ id: person.id, name: `${person.firstname} ${person.lastname}`, user_email: person.email }));
      return send(response, 200, {
        page_size: 300,
        total_records: participants.length,
        next_page_token: '',
        participants,
      });
    }
    const match = /^\/v2\/meetings\/([^/]+)\/registrants(\/status)?$/.exec(request.path);
    const meetingId = decodeURIComponent(match?.[1] ?? '');
    const registered = webinars.get(meetingId);
    if (!match || !registered) return send(response, 404, { code: 3001, message: 'Meeting does not exist.' });
    if (request.method === 'POST' && !match[2]) {
      const body = request.body as { email: string; first_name: string; last_name?: string };
      let person = registered.find((candidate) => candidate.email === body.email);
      if (!person) {
        const id = randomUUID().replaceAll('-', '').slice(0, 22);
        person = {
          id,
          email: body.email,
          firstname: body.first_name,
          lastname: body.last_name ?? '',
          joinUrl: `https://zoom.us/w/${meetingId}?tk=${id}`,
          attended: false,
        };
        registered.push(person);
      }
      return send(response, 201, {
        id: Number(meetingId),
        join_url: person.joinUrl,
        registrant_id: person.id,
        start_time: '2026-11-30T17:00:00Z',
        topic: 'Réunion',
      });
    }
    if (request.method === 'PUT' && match[2]) {
      const body = request.body as { action: string; registrants: { id?: string; email?: string }[] };
      if (body.action !== 'cancel') return send(response, 400, { code: 300, message: 'Invalid action' });
      for (const cancelled of body.registrants) {
        const index = registered.findIndex((person) => person.id === cancelled.id || person.email === cancelled.email);
        if (index >= 0) registered.splice(index, 1);
      }
      return send(response, 204);
    }
    return send(response, 405, { code: 405, message: 'Method not allowed' });
  });
  const result: FakeZoomApi = {
    url: `${fake.origin}/v2`,
    oauthUrl: `${fake.origin}/oauth/token`,
    tokensIssued: 0,
    requests: fake.requests,
    answerNext: fake.answerNext,
    close: fake.close,
    ...people,
  };
  return result;
}
