import { createHash } from 'node:crypto';
import { createDeflate, crc32 } from 'node:zlib';
import {
  CONTRACT_MESSAGES,
  DRAWN_SIGNATURE_MAX,
  SIGNATURE_CONSENT_TEXT,
  type Contract,
  type ContractVerification,
  type WaitingContract,
} from '@campus/domain/contracts';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { RealtimeTestClient } from '../../testing/realtime-client.js';
import { bearer, createTestApp, errorBody, multipartFile, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let baseUrl: string;
const tokens: Record<'mdb' | 'air' | 'prospect' | 'admin' | 'sport', string> = {
  mdb: '',
  air: '',
  prospect: '',
  admin: '',
  sport: '',
};

beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(() => test.close());

const get = (url: string, token: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The text of each page of a PDF, as a reader extracts it (PDF.js). */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

/** A tiny valid PNG (1x1, the drawn signature of the tests). */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A blank (transparent) RGBA PNG of any size as a data URL, its rows deflated as a stream: an 8000 x 8000 one is 330 KB
 * of text for 256 MB of pixels.
 */
async function blankPngDataUrl(width: number, height: number): Promise<string> {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6], 8); // 8 bits a channel, RGBA
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + width * 4); // filter byte 0, transparent pixels
  for (let y = 0; y < height; y += 1) deflate.write(row);
  deflate.end();
  await done;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function issueTo(email: string, signatureTypes: string[], productName = 'Formation test') {
  const response = await post('/api/contract/admin/issue', tokens.admin, { email, productName, signatureTypes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Contract>();
}

describe('GET /api/contract/list/me and /waiting (spec 3.8)', () => {
  it("lists the member's contracts, air@ with one waiting and one signed under the default name", async () => {
    const contracts = (await get('/api/contract/list/me', tokens.air)).json<Contract[]>();
    expect(contracts.map((contract) => contract.status).sort()).toEqual(['signed', 'waiting']);
    const signed = contracts.find((contract) => contract.status === 'signed')!;
    expect(signed.product).toBeNull();
    expect(signed.name).toMatch(/^Contrat du \d{2}\/\d{2}\/\d{4}$/);
    const waiting = (await get('/api/contract/list/me/waiting', tokens.air)).json<WaitingContract[]>();
    expect(waiting).toHaveLength(1);
    expect(Object.keys(waiting[0]!).sort()).toEqual(['course_id', 'created_at', 'id', 'name', 'product']);
    expect(waiting[0]!.product).toEqual({ name: 'Formation AIR – Investisseur immobilier' });
  });

  it('gives mdb@ signed contracts only, and sport@ none', async () => {
    const mdb = (await get('/api/contract/list/me', tokens.mdb)).json<Contract[]>();
    expect(mdb.length).toBeGreaterThan(0);
    expect(mdb.every((contract) => contract.status === 'signed' && contract.signedSha256)).toBe(true);
    expect((await get('/api/contract/list/me/waiting', tokens.mdb)).json()).toEqual([]);
    expect((await get('/api/contract/list/me', tokens.sport)).json()).toEqual([]);
  });
});

describe("another member's contract", () => {
  it('is refused on every contract route (404, nothing leaks)', async () => {
    const [airWaiting] = (await get('/api/contract/list/me/waiting', tokens.air)).json<WaitingContract[]>();
    const [mdbSigned] = (await get('/api/contract/list/me', tokens.mdb)).json<Contract[]>();
    for (const url of [
      `/api/contract/${airWaiting!.id}`,
      `/api/contract/${airWaiting!.id}/pdf`,
      `/api/contract/${mdbSigned!.id}/signed-pdf`,
    ]) {
      const response = await get(url, url.includes(airWaiting!.id) ? tokens.mdb : tokens.air);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('%PDF');
    }
    const signing = await post(`/api/contract/${airWaiting!.id}/sign`, tokens.mdb, {
      consent: true,
      signerName: 'Julien Moreau',
      signatureType: 'typed',
    });
    expect(signing.statusCode).toBe(404);
    const still = (await get('/api/contract/list/me/waiting', tokens.air)).json<WaitingContract[]>();
    expect(still.map((contract) => contract.id)).toContain(airWaiting!.id);
  });

  it('cannot be issued by a member without MDB_ADMIN', async () => {
    const response = await post('/api/contract/admin/issue', tokens.mdb, {
      email: 'air@campus.test',
      productName: 'Contrat pirate',
      signatureTypes: ['typed'],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('signing (simple electronic signature, eIDAS)', () => {
  it('refuses a signature without consent, with a name that is not the holder, or of a type the contract does not allow', async () => {
    const contract = await issueTo('starter@campus.test', ['drawn']);
    const starter = await test.signIn('starter@campus.test');
    const url = `/api/contract/${contract.id}/sign`;
    const noConsent = await post(url, starter, { consent: false, signerName: 'Thomas Petit', signatureType: 'drawn' });
    expect(noConsent.statusCode).toBe(400);
    expect(errorBody(noConsent).errors?.consent).toEqual([CONTRACT_MESSAGES.consentRequired]);
    // Only the page offers `drawn`: the server refuses a typed signature all the same.
    const typed = await post(url, starter, { consent: true, signerName: 'Thomas Petit', signatureType: 'typed' });
    expect(typed.statusCode).toBe(422);
    expect(errorBody(typed).errors?.signatureType).toEqual([CONTRACT_MESSAGES.signatureTypeNotAllowed]);
    const noDrawing = await post(url, starter, { consent: true, signerName: 'Thomas Petit', signatureType: 'drawn' });
    expect(noDrawing.statusCode).toBe(422);
    expect(errorBody(noDrawing).errors?.drawnSignature).toEqual([CONTRACT_MESSAGES.drawnSignatureRequired]);
    const someoneElse = await post(url, starter, {
      consent: true,
      signerName: 'Jean Dupont',
      signatureType: 'drawn',
      drawnSignature: PNG_DATA_URL,
    });
    expect(someoneElse.statusCode).toBe(422);
    expect(errorBody(someoneElse).errors?.signerName).toEqual([CONTRACT_MESSAGES.signerNameMismatch]);
    expect((await get(`/api/contract/${contract.id}`, starter)).json<Contract>().status).toBe('waiting');
  });

  it('refuses a drawn signature of too many pixels from its header (400), before decoding it, and signs the largest the pad draws', async () => {
    const contract = await issueTo('starter@campus.test', ['drawn']);
    const starter = await test.signIn('starter@campus.test');
    const url = `/api/contract/${contract.id}/sign`;
    const sign = (drawnSignature: string) =>
      post(url, starter, { consent: true, signerName: 'Thomas Petit', signatureType: 'drawn', drawnSignature });
    // The probe's repro: 330 KB of text, 256 MB of pixels once decoded (10 s and 1 GB of the server before).
    const huge = await blankPngDataUrl(8000, 8000);
    expect(huge.length).toBeLessThan(400_000);
    // A member's page keeps answering meanwhile: the refusal reads the header only.
    const [refused, me] = await Promise.all([sign(huge), get('/api/me', tokens.air)]);
    expect(refused.statusCode).toBe(400);
    expect(errorBody(refused)).toEqual({
      error: CONTRACT_MESSAGES.drawnSignatureTooLarge,
      errors: { drawnSignature: [CONTRACT_MESSAGES.drawnSignatureTooLarge] },
    });
    expect(me.statusCode).toBe(200);
    const tooWide = await sign(await blankPngDataUrl(DRAWN_SIGNATURE_MAX.width + 1, 10));
    expect(errorBody(tooWide).errors?.drawnSignature).toEqual([CONTRACT_MESSAGES.drawnSignatureTooLarge]);
    expect((await get(`/api/contract/${contract.id}`, starter)).json<Contract>().status).toBe('waiting');
    // The pad's widest drawing (a column under 1000 CSS pixels at a device pixel ratio of 4) still signs.
    const largest = await sign(await blankPngDataUrl(DRAWN_SIGNATURE_MAX.width, 640));
    expect(largest.statusCode, largest.body).toBe(200);
    expect(largest.json<Contract>().status).toBe('signed');
  });

  it('says on the audit page when the signature image was drawn by Campus from the typed name (the keyboard way)', async () => {
    const audits: string[] = [];
    for (const signatureImage of ['typed', 'drawn'] as const) {
      const contract = await issueTo('starter@campus.test', ['drawn']);
      const starter = await test.signIn('starter@campus.test');
      const signed = await post(`/api/contract/${contract.id}/sign`, starter, {
        consent: true,
        signerName: 'Thomas Petit',
        signatureType: 'drawn',
        drawnSignature: PNG_DATA_URL,
        signatureImage,
      });
      expect(signed.statusCode, signed.body).toBe(200);
      const pdf = await get(`/api/contract/${contract.id}/signed-pdf`, starter);
      audits.push((await pdfPages(pdf.rawPayload)).at(-1)!.replace(/\s+/g, ' '));
    }
    expect(audits[0]).toContain('signature tracée par Campus à partir du nom saisi');
    expect(audits[0]).not.toContain('manuscrite');
    expect(audits[1]).toContain('signature manuscrite dessinée à l’écran');
  });

  it('produces a signed PDF with an audit page (hashes before and after, signer, time, IP, browser, consent), stored once with its hash', async () => {
    const [waiting] = (await get('/api/contract/list/me/waiting', tokens.air)).json<WaitingContract[]>();
    const original = await get(`/api/contract/${waiting!.id}/pdf`, tokens.air);
    expect(original.headers['content-type']).toBe('application/pdf');
    const originalSha256 = sha256(original.rawPayload);

    const response = await post(
      `/api/contract/${waiting!.id}/sign`,
      tokens.air,
      { consent: true, signerName: 'sophie BERNARD', signatureType: 'drawn', drawnSignature: PNG_DATA_URL },
      { 'user-agent': 'Mozilla/5.0 (Test) Chromium/131', 'x-forwarded-for': '198.51.100.7' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const contract = response.json<Contract>();
    expect(contract).toMatchObject({ status: 'signed', signatureType: 'drawn', originalSha256 });
    expect((await get('/api/contract/list/me/waiting', tokens.air)).json()).toEqual([]);

    const signed = await get(`/api/contract/${waiting!.id}/signed-pdf`, tokens.air);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('application/pdf');
    // The hash stored is the file's: what a verifier recomputes.
    expect(sha256(signed.rawPayload)).toBe(contract.signedSha256);
    expect(signed.headers['x-content-sha256']).toBe(contract.signedSha256);

    const pages = await pdfPages(signed.rawPayload);
    const originalPages = await pdfPages(original.rawPayload);
    expect(pages).toHaveLength(originalPages.length + 1);
    expect(pages[0]).toContain('Signé électroniquement par sophie BERNARD');
    const audit = pages.at(-1)!.replace(/\s+/g, ' ');
    expect(audit).toContain('Signature électronique simple (eIDAS)');
    expect(audit).toContain(`SHA-256 avant signature ${originalSha256}`);
    const afterHash = /SHA-256 après signature ([0-9a-f]{64})/.exec(audit)?.[1];
    expect(afterHash).toMatch(/^[0-9a-f]{64}$/);
    expect(afterHash).not.toBe(originalSha256);
    expect(audit).toContain('sophie BERNARD');
    expect(audit).toContain('air@campus.test');
    expect(audit).toContain('127.0.0.1');
    expect(audit).toContain('Mozilla/5.0 (Test) Chromium/131');
    expect(audit).toContain(SIGNATURE_CONSENT_TEXT.replace(/\s+/g, ' ').slice(0, 60));
    expect(audit).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    // The drawn signature is on the audit page.
    const document = await PDFDocument.load(signed.rawPayload);
    expect(document.getPageCount()).toBe(pages.length);

    // Immutable: a second signature is refused and the stored file stays the same.
    const again = await post(`/api/contract/${waiting!.id}/sign`, tokens.air, {
      consent: true,
      signerName: 'Sophie Bernard',
      signatureType: 'typed',
    });
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).error).toBe(CONTRACT_MESSAGES.alreadySigned);
    expect(sha256((await get(`/api/contract/${waiting!.id}/signed-pdf`, tokens.air)).rawPayload)).toBe(
      contract.signedSha256,
    );
  });
});

describe('POST /api/contract/verify (public)', () => {
  const verify = (content: Buffer) =>
    test.app.inject({
      method: 'POST',
      url: '/api/contract/verify',
      ...multipartFile('file', 'c.pdf', 'application/pdf', content),
    });

  it('says a signed file is Campus-signed, when and for whom by initials only; an altered or unknown file is not', async () => {
    const [mdbSigned] = (await get('/api/contract/list/me', tokens.mdb)).json<Contract[]>();
    const file = (await get(`/api/contract/${mdbSigned!.id}/signed-pdf`, tokens.mdb)).rawPayload;
    const answer = (await verify(file)).json<ContractVerification>();
    expect(answer).toEqual({
      result: 'signed',
      sha256: mdbSigned!.signedSha256,
      contractName: mdbSigned!.name,
      signedAt: mdbSigned!.signedAt,
      signerInitials: 'J. M.',
    });
    expect(JSON.stringify(answer)).not.toMatch(/Julien|Moreau|mdb@/);

    const altered = Buffer.concat([file, Buffer.from('\n% altered\n')]);
    expect((await verify(altered)).json<ContractVerification>().result).toBe('unknown');
    const original = (await get(`/api/contract/${mdbSigned!.id}/pdf`, tokens.mdb)).rawPayload;
    expect((await verify(original)).json<ContractVerification>()).toMatchObject({ result: 'original', signedAt: null });
  });

  it('refuses a file that is not a PDF, and a request without a file', async () => {
    const response = await verify(Buffer.from('hello'));
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors?.file).toEqual([CONTRACT_MESSAGES.notAPdf]);
    const empty = await test.app.inject({ method: 'POST', url: '/api/contract/verify', payload: {} });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/contract/charte', () => {
  it('records the charter as a signed contract, once', async () => {
    const refused = await post('/api/contract/charte', tokens.sport, { accepted: false });
    expect(refused.statusCode).toBe(400);
    const first = await post('/api/contract/charte', tokens.sport, { accepted: true });
    expect(first.statusCode).toBe(201);
    expect(first.json<Contract>()).toMatchObject({
      kind: 'charter',
      status: 'signed',
      name: 'Charte de la communauté Campus',
    });
    const second = await post('/api/contract/charte', tokens.sport, { accepted: true });
    expect(second.statusCode).toBe(200);
    expect(second.json<Contract>().id).toBe(first.json<Contract>().id);
    expect((await get('/api/contract/list/me/waiting', tokens.sport)).json()).toEqual([]);
  });
});

describe('MDB_ADMIN issues a contract', () => {
  it('is audited and reaches the member live: the contracts query refreshes with the waiting count', async () => {
    const prospect = DEMO_ACCOUNTS.prospect;
    const client = new RealtimeTestClient(baseUrl);
    await client.signIn(tokens.prospect);
    const snapshot = await client.subscribe('contracts', { kind: 'contracts' });
    expect(snapshot).toMatchObject({ type: 'snapshot', unreadCount: 0 });
    const from = client.messages.length;

    const contract = await issueTo('prospect@campus.test', ['typed', 'drawn'], 'Formation Starter');
    const changes = await client.waitFor((message) => message.type === 'changes' && message.id === 'contracts', from);
    expect(changes).toMatchObject({ unreadCount: 1 });
    client.close();

    const waiting = (await get('/api/contract/list/me/waiting', tokens.prospect)).json<WaitingContract[]>();
    expect(waiting.map((item) => item.id)).toEqual([contract.id]);
    const audit = await test.app.db
      .selectFrom('audit_events')
      .selectAll()
      .where('subject', '=', `contract:${contract.id}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'contract.issued',
        actor_uid: DEMO_ACCOUNTS.admin.uid,
        target_uid: prospect.uid,
      }),
    ]);
  });

  it('answers 404 with a French message for an unknown member', async () => {
    const response = await post('/api/contract/admin/issue', tokens.admin, {
      email: 'personne@campus.test',
      productName: 'Formation',
      signatureTypes: ['typed'],
    });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).errors?.email).toEqual([CONTRACT_MESSAGES.memberNotFound]);
  });
});
