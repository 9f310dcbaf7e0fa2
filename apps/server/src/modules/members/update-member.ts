import {
  ADMINISTRATION_MESSAGES,
  type MemberDetail,
  type MemberSummary,
  type updateMemberRequestSchema,
} from '@campus/domain/administration';
import { CLOSURE_MESSAGES } from '@campus/domain/account';
import { MDB_ADMIN } from '@campus/domain/rights';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import type { DB, Queryable } from '../../db/schema.js';
import { withAudit, type AuditRecord } from '../../platform/audit.js';
import { revokeAllAuthTokens } from '../../platform/auth.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import { sessionsEnded, type Committed, type RealtimeEvent } from '../../realtime/realtime-events.js';
import { nameColumns } from '../users/name-columns.js';
import { accountChanged } from './account-events.js';
import { revokePendingInvitations } from './invitations.js';
import { loadMemberDetail } from './member-detail.js';
import {
  NO_PASSWORD,
  canonicalChannels,
  formationColumns,
  writeChannels,
  writePermissions,
  writeRoles,
} from './member-rows.js';

export type UpdateMemberInput = z.output<typeof updateMemberRequestSchema>;

/** The rights an admin edits, as the journal keeps them before and after. */
type RightsState = Pick<
  MemberSummary,
  'firstname' | 'lastname' | 'formations' | 'channels' | 'isCustomer' | 'roles' | 'permissions'
>;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the change asks for, applied over the member's current rights. */
function changedRights(current: MemberSummary, input: UpdateMemberInput): RightsState {
  return {
    firstname: input.firstname ?? current.firstname,
    lastname: input.lastname ?? current.lastname,
    formations: { ...current.formations, ...input.formations },
    channels: input.channels ? canonicalChannels(input.channels) : current.channels,
    isCustomer: input.isCustomer ?? current.isCustomer,
    roles: { ...current.roles, ...input.roles },
    permissions: input.permissions ? [...new Set(input.permissions)].sort() : current.permissions,
  };
}

/** Only the fields that differ, before and after. */
function difference(before: RightsState, after: RightsState) {
  const keys = (Object.keys(after) as (keyof RightsState)[]).filter((key) => !sameJson(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** How many active members hold MDB_ADMIN. */
export async function countAdmins(db: Queryable): Promise<number> {
  const row = await db
    .selectFrom('user_permissions')
    .innerJoin('users', 'users.uid', 'user_permissions.uid')
    .select((select) => select.fn.countAll().as('count'))
    .where('user_permissions.permission', '=', MDB_ADMIN)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The last MDB_ADMIN keeps their right and their account: someone must be able to run the organisation. */
async function protectLastAdmin(
  db: Queryable,
  actorUid: string,
  current: MemberSummary,
  next: RightsState,
  input: UpdateMemberInput,
) {
  if (current.uid !== actorUid || (await countAdmins(db)) > 1) return;
  if (!next.permissions.includes(MDB_ADMIN)) throw new HttpError(409, ADMINISTRATION_MESSAGES.lastAdminRight);
  if (input.status === 'deactivated') throw new HttpError(409, ADMINISTRATION_MESSAGES.lastAdminDeactivation);
}

async function writeRights(db: Queryable, uid: string, changed: Partial<RightsState>, now: string): Promise<void> {
  const names =
    changed.firstname !== undefined || changed.lastname !== undefined
      ? await db
          .selectFrom('users')
          .select(['firstname', 'lastname', 'display_name'])
          .where('uid', '=', uid)
          .executeTakeFirstOrThrow()
      : null;
  await db
    .updateTable('users')
    .set({
      ...(names &&
        nameColumns({
          firstname: changed.firstname ?? names.firstname,
          lastname: changed.lastname ?? names.lastname,
          displayName: names.display_name,
        })),
      ...(changed.formations && formationColumns(changed.formations)),
      ...(changed.isCustomer !== undefined && { is_customer: changed.isCustomer ? 1 : 0 }),
      updated_at: now,
    })
    .where('uid', '=', uid)
    .execute();
  if (changed.channels) await writeChannels(db, uid, changed.channels);
  if (changed.permissions) await writePermissions(db, uid, changed.permissions);
  if (changed.roles) await writeRoles(db, uid, changed.roles);
}

/** Deactivates (sessions and pending invitation end, nothing deleted) or reactivates the member. */
async function writeStatus(db: Queryable, uid: string, status: 'active' | 'deactivated', now: string): Promise<void> {
  if (status === 'deactivated') {
    await db
      .updateTable('users')
      .set({ status, deactivated_at: now, updated_at: now })
      .where('uid', '=', uid)
      .execute();
    await revokeAllAuthTokens(db, uid);
    await revokePendingInvitations(db, uid, now);
    return;
  }
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  // A member who never chose a password comes back invited: an admin sends them a new invitation.
  const reactivated = password_hash === NO_PASSWORD ? 'invited' : 'active';
  await db
    .updateTable('users')
    .set({ status: reactivated, deactivated_at: null, updated_at: now })
    .where('uid', '=', uid)
    .execute();
}

/**
 * Changes a member's rights and status (architecture 4.12), journaled; the read caches forget the member with the
 * write, so it holds at their next request. Returns the member as now, with the events to publish: their open pages
 * read `/api/me` again, or, deactivated, their sockets close.
 */
export async function updateMember(
  db: Kysely<DB>,
  actorUid: string,
  uid: string,
  input: UpdateMemberInput,
): Promise<Committed<MemberDetail>> {
  const events: RealtimeEvent[] = [];
  await withAudit(db, async (transaction) => {
    const current = await loadMemberDetail(transaction, uid);
    // A closed account is anonymised: nothing of it is edited, and it does not come back.
    if (current.status === 'closed') throw new HttpError(409, CLOSURE_MESSAGES.alreadyClosed);
    const next = changedRights(current, input);
    await protectLastAdmin(transaction, actorUid, current, next, input);
    const now = isoNow();
    const audit: AuditRecord[] = [];
    const { before, after } = difference(current, next);
    if (Object.keys(after).length > 0) {
      await writeRights(transaction, uid, after, now);
      audit.push({ actorUid, action: 'member.updated', targetUid: uid, before, after });
      events.push(accountChanged(uid));
    }
    const isStatusChange =
      input.status !== undefined && (input.status === 'deactivated') !== (current.status === 'deactivated');
    if (isStatusChange && input.status === 'active' && current.status === 'invited') {
      throw new HttpError(409, ADMINISTRATION_MESSAGES.invitedStatus);
    }
    if (isStatusChange && input.status) {
      await writeStatus(transaction, uid, input.status, now);
      const isDeactivation = input.status === 'deactivated';
      audit.push({
        actorUid,
        action: isDeactivation ? 'member.deactivated' : 'member.reactivated',
        targetUid: uid,
        before: { status: current.status },
        after: { status: isDeactivation ? 'deactivated' : 'active' },
      });
      events.push(isDeactivation ? sessionsEnded(uid, null) : accountChanged(uid));
    }
    return { result: undefined, audit };
  });
  return { result: await loadMemberDetail(db, uid), events };
}
