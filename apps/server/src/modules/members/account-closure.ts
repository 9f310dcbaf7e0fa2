import { rm } from 'node:fs/promises';
import {
  AUTH_MESSAGES,
  CLOSED_MEMBER_NAME,
  CLOSURE_MESSAGES,
  closureDueAt,
  type AccountClosure,
} from '@campus/domain/account';
import { appPaths } from '@campus/domain/navigation';
import { MDB_ADMIN } from '@campus/domain/rights';
import { formatShortDate } from '@campus/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { withAudit } from '../../platform/audit.js';
import { revokeAllAuthTokens } from '../../platform/auth.js';
import { HttpError, fieldViolation } from '../../platform/errors.js';
import { linkMail, type MailMessage } from '../../platform/mail.js';
import { verifyPassword } from '../../platform/passwords.js';
import { sessionsEnded } from '../../realtime/realtime-events.js';
import { exportFilePath } from '../data-export/data-export.js';
import { ProjectFileStore } from '../incubator/project-files.js';
import { setCancelAtPeriodEnd } from '../shop/checkout.js';
import { nameColumns } from '../users/name-columns.js';
import { revokePendingInvitations } from './invitations.js';
import { memberNotFound } from './member-detail.js';
import { NO_PASSWORD } from './member-rows.js';
import { countAdmins } from './update-member.js';
import { markMemberForCancellation } from '../events/webinars/webinar-marks.js';
import { requestMemberCancellations } from '../events/webinars/webinar-registrations.js';

// A member closes their account (issue 32, RGPD erasure): asked by the member (with their password) or by an admin,
// the closure waits ACCOUNT_CLOSURE_DELAY_DAYS, then the daily job anonymises the account. Every step is journaled.

export const ACCOUNT_CLOSURES_JOB = 'account-closures';

interface ClosureRow {
  uid: string;
  email: string;
  firstname: string | null;
  status: string;
  closure_due_at: string | null;
}

async function closureRow(db: Queryable, uid: string): Promise<ClosureRow> {
  const row = await db
    .selectFrom('users')
    .select(['uid', 'email', 'firstname', 'status', 'closure_due_at'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw memberNotFound();
  if (row.status === 'closed') throw new HttpError(409, CLOSURE_MESSAGES.alreadyClosed);
  return row;
}

/** The last active MDB_ADMIN keeps their account: someone must be able to run the organisation. */
async function protectLastAdmin(db: Queryable, uid: string): Promise<void> {
  const isAdmin = await db
    .selectFrom('user_permissions')
    .select('uid')
    .where('uid', '=', uid)
    .where('permission', '=', MDB_ADMIN)
    .executeTakeFirst();
  if (isAdmin && (await countAdmins(db)) <= 1) throw new HttpError(409, CLOSURE_MESSAGES.lastAdmin);
}

/** The mail of a closure asked: the date, what happens then, and how to cancel until then. */
export function closureRequestedMail(row: Pick<ClosureRow, 'email' | 'firstname'>, dueAt: Date, link: string) {
  return linkMail({
    to: row.email,
    subject: 'La fermeture de votre compte Campus est prévue',
    firstname: row.firstname,
    before: [
      `La fermeture de votre compte Campus a été demandée. Elle aura lieu le ${formatShortDate(dueAt)}.`,
      'Vos abonnements ne sont plus renouvelés : vous gardez l’accès jusqu’à la fin de la période payée.',
      'Ce jour-là, votre nom sera remplacé par « Membre supprimé », votre e-mail, votre téléphone, votre photo et vos fichiers seront effacés ; vos messages resteront dans leurs discussions sous ce nom. Vos factures et contrats signés sont conservés dix ans, comme la loi l’exige (Code de commerce, article L123-22).',
      'Vous avez changé d’avis ? Jusqu’à cette date, connectez-vous et cliquez sur « Annuler la fermeture » dans Mon compte > Mon profil :',
    ],
    link: { url: link, label: 'Annuler la fermeture' },
    after: ['L’équipe Campus'],
  });
}

/** The mail of a closure cancelled: the account stays as it is. */
export function closureCancelledMail(row: Pick<ClosureRow, 'email' | 'firstname'>, link: string): MailMessage {
  return linkMail({
    to: row.email,
    subject: 'La fermeture de votre compte Campus est annulée',
    firstname: row.firstname,
    before: ['La fermeture de votre compte Campus a été annulée : votre compte reste ouvert, rien n’a été effacé.'],
    link: { url: link, label: 'Voir mon profil' },
    after: ['L’équipe Campus'],
  });
}

const profileLink = (app: FastifyInstance) => `${app.config.publicUrl}${appPaths.account.profile}`;

/** GET /api/me/closure: when the account will be anonymised, or null. */
export async function loadClosure(db: Queryable, uid: string): Promise<AccountClosure> {
  const row = await db.selectFrom('users').select('closure_due_at').where('uid', '=', uid).executeTakeFirst();
  return { dueAt: row?.closure_due_at ?? null };
}

/** The member's own request proves it is them: their password, checked as at sign-in. */
export async function checkPassword(db: Queryable, uid: string, password: string): Promise<void> {
  const row = await db.selectFrom('users').select('password_hash').where('uid', '=', uid).executeTakeFirst();
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    throw fieldViolation('password', AUTH_MESSAGES.badCredentials);
  }
}

/**
 * Schedules the closure at `dueAt` or cancels it (null), journaled with its actor (the member or an admin): 409 when it
 * is already so. The last admin cannot schedule theirs.
 */
async function setClosureDue(db: Queryable, actorUid: string, uid: string, dueAt: Date | null, now: Date) {
  return withAudit(db, async (transaction) => {
    const current = await closureRow(transaction, uid);
    if (dueAt && current.closure_due_at) throw new HttpError(409, CLOSURE_MESSAGES.alreadyScheduled);
    if (!dueAt && !current.closure_due_at) throw new HttpError(409, CLOSURE_MESSAGES.notScheduled);
    if (dueAt) await protectLastAdmin(transaction, uid);
    const closureDueAt = dueAt?.toISOString() ?? null;
    await transaction
      .updateTable('users')
      .set({ closure_due_at: closureDueAt, updated_at: now.toISOString() })
      .where('uid', '=', uid)
      .execute();
    return {
      result: current,
      audit: {
        actorUid,
        action: dueAt ? 'member.closure-requested' : 'member.closure-cancelled',
        targetUid: uid,
        before: { closureDueAt: current.closure_due_at },
        after: { closureDueAt },
      },
    };
  });
}

/**
 * Schedules the closure (now + ACCOUNT_CLOSURE_DELAY_DAYS), journaled with its actor (the member or an admin), and
 * mails the member the date and how to cancel.
 */
export async function requestClosure(
  app: FastifyInstance,
  actorUid: string,
  uid: string,
  now: Date = new Date(),
): Promise<AccountClosure> {
  const dueAt = closureDueAt(now);
  const row = await setClosureDue(app.db, actorUid, uid, dueAt, now);
  await stopRenewals(app, uid);
  await app.mailer.send(app.db, closureRequestedMail(row, dueAt, profileLink(app)));
  return { dueAt: dueAt.toISOString() };
}

/**
 * A member closing their account is not charged again: each subscription still renewing is canceled at the end of its
 * period, with its provider (Stripe, or the sandbox), as the member would from Mes factures. Cancelling the closure
 * does not renew them on its own: the member resumes a subscription from Mes factures if they wish.
 */
async function stopRenewals(app: FastifyInstance, uid: string): Promise<void> {
  const renewing = await app.db
    .selectFrom('subscriptions')
    .select('id')
    .where('uid', '=', uid)
    .where('ended_at', 'is', null)
    .where('status', '!=', 'canceled')
    .where('cancel_at_period_end', '=', 0)
    .execute();
  for (const { id } of renewing) await setCancelAtPeriodEnd(app, uid, id, true);
}

/** Cancels the closure asked (by the member or an admin), journaled; the member is told by mail. */
export async function cancelClosure(app: FastifyInstance, actorUid: string, uid: string): Promise<AccountClosure> {
  const row = await setClosureDue(app.db, actorUid, uid, null, new Date());
  await app.mailer.send(app.db, closureCancelledMail(row, profileLink(app)));
  return { dueAt: null };
}

/** The files of the member's that go with their account, found before their rows are deleted. */
interface MemberFiles {
  pictures: string[];
  projectFiles: string[];
  /** The member's data exports (zips of everything about them): nothing of theirs outlives the account. */
  dataExports: string[];
}

/**
 * Removes what is personal or the member's own: their listings (deals, with their photos), their draft projects
 * (never submitted: nobody else relies on them), the files of every project of theirs, their network profile and
 * skills, permissions, sessions (media keys go with them), reset links, invitations, calendar feed, notifications,
 * saved cards, login failures and the mails kept for their address; their webinar registrations are to be cancelled. Submitted projects stay (the organisation's
 * reviews, the investors' associations), shown under CLOSED_MEMBER_NAME.
 */
async function eraseMemberData(db: Queryable, uid: string, email: string, now: string): Promise<MemberFiles> {
  const user = await db.selectFrom('users').select('picture_path').where('uid', '=', uid).executeTakeFirstOrThrow();
  const dealPhotos = await db
    .selectFrom('deal_photos')
    .innerJoin('deals', 'deals.id', 'deal_photos.deal_id')
    .select('deal_photos.path')
    .where('deals.author_uid', '=', uid)
    .execute();
  const projectFiles = await db
    .selectFrom('mdb_project_files')
    .innerJoin('mdb_projects', 'mdb_projects.id', 'mdb_project_files.project_id')
    .select('mdb_project_files.id')
    .where('mdb_projects.owner_uid', '=', uid)
    .execute();
  // Deal photos and reports go with their deal; a draft's files, changes and reviews with the project (cascade).
  await db.deleteFrom('deals').where('author_uid', '=', uid).execute();
  const files = projectFiles.map((file) => file.id);
  if (files.length > 0) await db.deleteFrom('mdb_project_files').where('id', 'in', files).execute();
  await db.deleteFrom('mdb_projects').where('owner_uid', '=', uid).where('state', '=', 'DRAFT').execute();
  await db.deleteFrom('network_profiles').where('uid', '=', uid).execute();
  await db.deleteFrom('member_skills').where('uid', '=', uid).execute();
  // Their blocks and the blocks of them: the list of a person's choices, and others' lists would show a closed account.
  await db
    .deleteFrom('member_blocks')
    .where((where) => where.or([where('blocker_uid', '=', uid), where('blocked_uid', '=', uid)]))
    .execute();
  await db.deleteFrom('user_permissions').where('uid', '=', uid).execute();
  await revokeAllAuthTokens(db, uid);
  await db.deleteFrom('password_resets').where('uid', '=', uid).execute();
  await revokePendingInvitations(db, uid, now);
  await db.deleteFrom('calendar_feeds').where('uid', '=', uid).execute();
  // Livestorm and Zoom forget the member too (the jobs sent once this commits; the rows keep the e-mail registered).
  await markMemberForCancellation(db, uid);
  await db.deleteFrom('notifications').where('uid', '=', uid).execute();
  await db.deleteFrom('payment_methods').where('uid', '=', uid).execute();
  const dataExports = await db.selectFrom('data_exports').select('id').where('uid', '=', uid).execute();
  await db.deleteFrom('data_exports').where('uid', '=', uid).execute();
  // Their renewals were stopped when the closure was asked: what is left of a period ends with the account.
  await db
    .updateTable('subscriptions')
    .set({ status: 'canceled', ended_at: now, next_renewal_at: null })
    .where('uid', '=', uid)
    .where('ended_at', 'is', null)
    .execute();
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
  await db.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
  await db
    .updateTable('users')
    .set({
      ...nameColumns({ firstname: null, lastname: null, displayName: CLOSED_MEMBER_NAME }),
      // users.email is unique and required: a placeholder of this account's own, which no mail can reach.
      email: `supprime-${uid}@invalid`,
      password_hash: NO_PASSWORD,
      phone_number: null,
      picture_path: null,
      is_ambassador: 0,
      permission_ambassador: 0,
      scenario: null,
      address_line1: null,
      address_postale_code: null,
      address_city: null,
      address_company: null,
      status: 'closed',
      closure_due_at: null,
      closed_at: now,
      updated_at: now,
    })
    .where('uid', '=', uid)
    .execute();
  return {
    pictures: [...(user.picture_path ? [user.picture_path] : []), ...dealPhotos.map((photo) => photo.path)],
    projectFiles: files,
    dataExports: dataExports.map((row) => row.id),
  };
}

/**
 * Anonymises the account now (the job once the delay is over, or an admin at once), journaled with its actor (null:
 * the job). Invoices and signed contracts are kept, as the law requires; messages stay in their discussions under
 * CLOSED_MEMBER_NAME. Once committed, the files are removed from disk and the member's open sockets close.
 */
export async function anonymiseAccount(
  app: FastifyInstance,
  actorUid: string | null,
  uid: string,
  now: Date = new Date(),
): Promise<void> {
  // An admin's anonymisation at once had no request before it: the renewals stop here then.
  await stopRenewals(app, uid);
  const files = await withAudit(app.db, async (transaction) => {
    const current = await closureRow(transaction, uid);
    await protectLastAdmin(transaction, uid);
    const erased = await eraseMemberData(transaction, uid, current.email, now.toISOString());
    return {
      result: erased,
      audit: {
        actorUid,
        action: 'member.anonymised',
        targetUid: uid,
        before: { status: current.status, closureDueAt: current.closure_due_at },
        after: { status: 'closed' },
      },
    };
  });
  await Promise.all(files.pictures.map((path) => app.pictures.remove(path)));
  const projectFiles = new ProjectFileStore(app.config.dataDir);
  await Promise.all(files.projectFiles.map((id) => projectFiles.remove(id)));
  await Promise.all(files.dataExports.map((id) => rm(exportFilePath(app.config.dataDir, id), { force: true })));
  await app.realtime.publish([sessionsEnded(uid, null)]);
  await requestMemberCancellations(app, uid);
}

/** The daily job's work: every account whose closure is due is anonymised; one that fails does not stop the rest. */
export async function closeDueAccounts(app: FastifyInstance, now: Date): Promise<{ anonymised: number }> {
  const due = await app.db
    .selectFrom('users')
    .select('uid')
    .where('closure_due_at', '<=', now.toISOString())
    .where('status', '<>', 'closed')
    .execute();
  let anonymised = 0;
  for (const { uid } of due) {
    try {
      await anonymiseAccount(app, null, uid, now);
      anonymised += 1;
    } catch (error) {
      app.log.error({ err: error, uid }, 'account closure failed; it is tried again at the next run');
    }
  }
  return { anonymised };
}

/** Every day (CRON_ACCOUNT_CLOSURES), the closures due are carried out. */
export function defineAccountClosures(app: FastifyInstance): void {
  app.jobs.define(ACCOUNT_CLOSURES_JOB, () => closeDueAccounts(app, new Date()));
  app.jobs.schedule(ACCOUNT_CLOSURES_JOB, app.config.schedules.accountClosures);
}
