import {
  IMPORT_MESSAGES,
  acceptInvitationRequestSchema,
  importQuerySchema,
  invitationQuerySchema,
  inviteMemberRequestSchema,
  membersQuerySchema,
  updateMemberRequestSchema,
  type AcceptInvitationResponse,
  type ImportReport,
  type InvitationPreview,
  type MemberDetail,
  type MembersPage,
} from '@campus/domain/administration';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { fieldViolation, notFound, parseInput } from '../../platform/errors.js';
import { recordAudit } from '../../platform/audit.js';
import { isoNow } from '../../platform/tokens.js';
import { exportFileName, memberExportArchive } from '../data-export/data-export.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { readUploadedFile } from '../../platform/multipart.js';
import { routeParams } from '../../platform/route-params.js';
import { anonymiseAccount, cancelClosure, requestClosure } from './account-closure.js';
import { acceptInvitation, previewInvitation } from './invitations.js';
import { inviteMember, resendInvitation, revokeInvitation } from './invite-member.js';
import { loadMemberDetail } from './member-detail.js';
import { listMembers } from './member-list.js';
import { accountLiveQuery } from './account-live-query.js';
import { updateMember } from './update-member.js';
import { MEMBERS_IMPORT_JOB, importNotFound, importReportCsv, previewImport, startImport } from './member-import.js';

/** A member's uid in a path: at most 128 characters. */
const UID_MAX_LENGTH = 128;
const memberUid = (request: FastifyRequest) => routeParams(request, ['uid'], UID_MAX_LENGTH).uid;

/**
 * Per-IP limit on the invitation acceptance (each try hashes a password): room for a whole class activating its
 * accounts together behind one address (an onboarding session, the browser journeys' new members), far below what
 * would load the server (a token is 256 random bits: guessing one is out of reach at any rate).
 */
const ACCEPT_INVITATION_LIMIT = { max: 100, timeWindow: '15 minutes' } as const;

/** The organisation's members, run by MDB_ADMIN (architecture 4.12), and the invitation page's two calls. */
export function membersRoutes(app: FastifyInstance): void {
  app.liveQueries.register(accountLiveQuery);

  app.get('/admin/members', access('admin'), (request): Promise<MembersPage> =>
    listMembers(app.db, parseInput(membersQuerySchema, request.query)),
  );

  app.post('/admin/members', access('admin'), async (request, reply) => {
    const input = parseInput(inviteMemberRequestSchema, request.body);
    const invited = await inviteMember(app.db, app.mailer, app.config.publicUrl, currentMember(request).uid, input);
    return reply.code(201).send(invited);
  });

  app.post('/admin/members/import', access('admin'), async (request, reply) => {
    const { dryRun } = parseInput(importQuerySchema, request.query);
    const { content } = await readUploadedFile(request, 'file', () => fieldViolation('file', IMPORT_MESSAGES.noFile));
    if (dryRun === '1' || dryRun === 'true') return previewImport(content);
    const jobId = await startImport(app, currentMember(request).uid, content);
    return reply.code(202).send({ jobId });
  });

  app.get('/admin/members/import/:jobId/report', access('admin'), async (request, reply) => {
    const job = await app.jobs.get(routeParams(request, ['jobId']).jobId);
    if (!job || job.name !== MEMBERS_IMPORT_JOB || job.status !== 'done' || !job.report) throw importNotFound();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('rapport-import.csv'))
      .send(importReportCsv(job.report as unknown as ImportReport));
  });

  app.get('/admin/members/:uid', access('admin'), (request): Promise<MemberDetail> =>
    loadMemberDetail(app.db, memberUid(request)),
  );

  app.patch('/admin/members/:uid', access('admin'), async (request): Promise<MemberDetail> => {
    const input = parseInput(updateMemberRequestSchema, request.body);
    const { result, events } = await updateMember(app.db, currentMember(request).uid, memberUid(request), input);
    await app.realtime.publish(events);
    return result;
  });

  // The copy of a member's data (issue 32), run by MDB_ADMIN for them: the zip streams to the admin as it is built,
  // and the journal keeps who took whose data.
  app.get('/admin/members/:uid/data-export', access('admin'), async (request, reply) => {
    const uid = memberUid(request);
    const member = await app.db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
    if (!member) throw notFound();
    const actorUid = currentMember(request).uid;
    await recordAudit(app.db, { actorUid, action: 'member.data-exported', targetUid: uid });
    request.log.info({ member: uid, by: actorUid }, 'member data exported by an admin');
    // An admin who leaves before the end stops the building (the response's close comes once it is sent, too).
    const stop = new AbortController();
    reply.raw.on('close', () => stop.abort());
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition(exportFileName(isoNow())))
      .header('cache-control', 'private, no-store')
      .send(memberExportArchive(app, uid, stop.signal));
  });

  app.post('/admin/members/:uid/invitation', access('admin'), async (request, reply) => {
    const uid = memberUid(request);
    await resendInvitation(app.db, app.mailer, app.config.publicUrl, currentMember(request).uid, uid);
    return reply.code(204).send();
  });

  app.delete('/admin/members/:uid/invitation', access('admin'), async (request, reply) => {
    await revokeInvitation(app.db, currentMember(request).uid, memberUid(request));
    return reply.code(204).send();
  });

  // A member's account closure: scheduled (the member's 30 days), cancelled, or carried out at once.
  app.post('/admin/members/:uid/closure', access('admin'), async (request): Promise<MemberDetail> => {
    const uid = memberUid(request);
    await requestClosure(app, currentMember(request).uid, uid);
    return loadMemberDetail(app.db, uid);
  });

  app.delete('/admin/members/:uid/closure', access('admin'), async (request): Promise<MemberDetail> => {
    const uid = memberUid(request);
    await cancelClosure(app, currentMember(request).uid, uid);
    return loadMemberDetail(app.db, uid);
  });

  app.post('/admin/members/:uid/anonymisation', access('admin'), async (request): Promise<MemberDetail> => {
    const uid = memberUid(request);
    await anonymiseAccount(app, currentMember(request).uid, uid);
    return loadMemberDetail(app.db, uid);
  });

  app.get('/auth/invitation', access('public'), (request): Promise<InvitationPreview> =>
    previewInvitation(app.db, parseInput(invitationQuerySchema, request.query).token),
  );

  app.post(
    '/auth/invitation',
    access('public', { rateLimit: ACCEPT_INVITATION_LIMIT }),
    async (request): Promise<AcceptInvitationResponse> => {
      const { token, password } = parseInput(acceptInvitationRequestSchema, request.body);
      return { token: await acceptInvitation(app.db, token, password) };
    },
  );
}
