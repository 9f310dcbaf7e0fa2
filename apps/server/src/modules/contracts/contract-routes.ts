import { appPaths } from '@campus/domain/navigation';
import {
  CONTRACT_MESSAGES,
  charterRequestSchema,
  issueContractRequestSchema,
  signContractRequestSchema,
  type Contract,
  type ContractVerification,
  type WaitingContract,
} from '@campus/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { HttpError, parseInput } from '../../platform/errors.js';
import { routeId, routeParams } from '../../platform/route-params.js';
import { readUploadedFile } from '../../platform/multipart.js';
import { contractsLiveQuery } from './contracts-live-query.js';
import { findMemberContract, loadContractDocument, type ContractRow, type DocumentRole } from './contract-rows.js';
import {
  acceptCharter,
  issueContractAsAdmin,
  listContracts,
  listWaitingContracts,
  presentContract,
  verifyContractPdf,
} from './contracts.js';
import { mailUrgent } from '../notifications/notification-mails.js';
import { signContract } from './sign-contract.js';

/** The public verification hashes uploads: a few a minute per IP is plenty for a person. */
const VERIFY_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const VERIFY_FIELD = 'file';

/** What the signature records of the request itself: the client's IP address and browser. */
const evidenceOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

const pngOf = (dataUrl: string | undefined) =>
  dataUrl ? Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64') : null;

async function sendPdf(reply: FastifyReply, content: Buffer, sha256: string, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-sha256', sha256)
    .send(content);
}

/** The uploaded PDF of the verification page (field `file`); anything but a PDF under 10MB is refused. */
async function readUploadedPdf(request: FastifyRequest): Promise<Buffer> {
  const { content } = await readUploadedFile(
    request,
    VERIFY_FIELD,
    () => new HttpError(400, CONTRACT_MESSAGES.pdfRequired, { [VERIFY_FIELD]: [CONTRACT_MESSAGES.pdfRequired] }),
  );
  if (!content.subarray(0, 1024).includes('%PDF-')) {
    throw new HttpError(400, CONTRACT_MESSAGES.notAPdf, { [VERIFY_FIELD]: [CONTRACT_MESSAGES.notAPdf] });
  }
  return content;
}

/**
 * The contracts of the main API (spec 7.1 `/contract/*`, 3.8; architecture 4.9), under /api. Every route but the
 * public verification is the member's own: each query is scoped to the caller's uid, so another member's contract
 * answers 404. Right 'member': a prospect may have a contract to sign too. Issuing is MDB_ADMIN's, audited.
 */
export function contractRoutes(app: FastifyInstance): void {
  app.liveQueries.register(contractsLiveQuery);
  const seller = app.config.billing.seller;

  app.get('/contract/list/me', access('member'), (request): Promise<Contract[]> =>
    listContracts(app.db, currentMember(request).uid),
  );

  app.get('/contract/list/me/waiting', access('member'), (request): Promise<WaitingContract[]> =>
    listWaitingContracts(app.db, currentMember(request).uid),
  );

  app.post('/contract/charte', access('member'), async (request, reply): Promise<Contract> => {
    parseInput(charterRequestSchema, request.body);
    const { result, events, isNew } = await acceptCharter(
      app.db,
      seller,
      currentMember(request).uid,
      evidenceOf(request),
    );
    await app.realtime.publish(events);
    reply.code(isNew ? 201 : 200);
    return presentContract(result);
  });

  // Public: anyone holding a PDF may ask whether Campus signed it (the answer names the signer by initials only).
  app.post(
    '/contract/verify',
    access('public', { rateLimit: VERIFY_LIMIT }),
    async (request): Promise<ContractVerification> => verifyContractPdf(app.db, await readUploadedPdf(request)),
  );

  app.post('/contract/admin/issue', access('admin'), async (request, reply): Promise<Contract> => {
    const { uid } = currentMember(request);
    const body = parseInput(issueContractRequestSchema, request.body);
    const { result, events } = await issueContractAsAdmin(app.db, seller, uid, {
      email: body.email,
      productName: body.productName,
      courseId: body.courseId || null,
      signatureTypes: body.signatureTypes,
    });
    await app.realtime.publish(events);
    // Urgent (issue 33): the member hears of it by mail at once, unless they turned these mails off.
    await mailUrgent(app, result.uid, 'contracts', {
      subject: 'Un contrat vous attend sur Campus',
      before: [`Le contrat « ${body.productName} » est prêt : lisez-le et signez-le sur Campus.`],
      link: { path: appPaths.signContract(result.id), label: 'Lire et signer le contrat' },
    });
    request.log.info({ contract: result.id, member: result.uid, by: uid }, 'contract issued');
    reply.code(201);
    return presentContract(result);
  });

  app.get('/contract/:id', access('member'), async (request): Promise<Contract> => {
    const id = routeId(request);
    return presentContract(await findMemberContract(app.db, currentMember(request).uid, id));
  });

  // A contract's PDF, as issued or as signed: the member's own, or any member's for the admin (kept ten years, a
  // closed account's too: Code de commerce L123-22).
  const sendDocument = async (reply: FastifyReply, contract: ContractRow, role: DocumentRole) => {
    const document = await loadContractDocument(app.db, contract, role);
    const suffix = role === 'original' ? '' : '-signe';
    return sendPdf(reply, document.content, document.sha256, `contrat-${contract.id}${suffix}.pdf`);
  };
  for (const role of ['original', 'signed'] as const) {
    const path = role === 'original' ? 'pdf' : 'signed-pdf';
    app.get(`/contract/:id/${path}`, access('member'), async (request, reply) =>
      sendDocument(reply, await findMemberContract(app.db, currentMember(request).uid, routeId(request)), role),
    );
    app.get(`/admin/members/:uid/contracts/:id/${path}`, access('admin'), async (request, reply) => {
      const { uid, id } = routeParams(request, ['uid', 'id']);
      return sendDocument(reply, await findMemberContract(app.db, uid, id), role);
    });
  }

  app.post('/contract/:id/sign', access('member'), async (request): Promise<Contract> => {
    const { uid } = currentMember(request);
    const id = routeId(request);
    const body = parseInput(signContractRequestSchema, request.body);
    const { result, events } = await signContract(app.db, uid, id, {
      signerName: body.signerName,
      signatureType: body.signatureType,
      drawnSignature: pngOf(body.drawnSignature),
      isTypedImage: body.signatureImage === 'typed',
      ...evidenceOf(request),
    });
    await app.realtime.publish(events);
    return presentContract(result);
  });
}
