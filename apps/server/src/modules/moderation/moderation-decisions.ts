import type { AuditAction } from '@campus/domain/administration';
import {
  HIDDEN_MESSAGE_TEXT,
  MODERATION_MESSAGES,
  allowedModerationActions,
  isSuspended,
  suspensionEnd,
  type ModerationAction,
  type ModerationDecision,
  type ReportTargetKind,
} from '@campus/domain/moderation';
import type { Kysely } from 'kysely';
import type { DB, ModerationDecisionsTable, Queryable } from '../../db/schema.js';
import { withAudit, type AuditRecord } from '../../platform/audit.js';
import { revokeAllAuthTokens } from '../../platform/auth.js';
import { HttpError } from '../../platform/errors.js';
import { createId } from '../../platform/tokens.js';
import { sessionsEnded, type Committed, type RealtimeEvent } from '../../realtime/realtime-events.js';
import { loadExistingDiscussion } from '../messaging/discussion-documents.js';
import { toMessage } from '../messaging/messages.js';
import { discussionChanged, messageChanged } from '../messaging/messaging-events.js';
import { isNotificationsChanged } from '../notifications/notification-events.js';
import { notify } from '../notifications/notify.js';
import { moderationChanged } from './moderation-events.js';
import { describeTarget, memberRef } from './moderation-targets.js';
import { channelOfThing, notificationChannel, targetNotFound } from './report-targets.js';

/** What a decision needs besides its action: a warning's text, a suspension's days. */
export interface DecisionInput {
  text?: string;
  days?: number;
}

interface Detail {
  text?: string;
  notificationId?: string;
  until?: string;
}

const parseDetail = (detail: string | null): Detail => (detail ? (JSON.parse(detail) as Detail) : {});

/** The member a reported thing is about: the author of a message or deal, the member, a discussion's reported one. */
async function memberOfThing(db: Queryable, kind: ReportTargetKind, id: string): Promise<string | null> {
  switch (kind) {
    case 'member': {
      const row = await db.selectFrom('users').select('uid').where('uid', '=', id).executeTakeFirst();
      return row?.uid ?? null;
    }
    case 'message': {
      const row = await db.selectFrom('messages').select('author_id').where('id', '=', id).executeTakeFirst();
      return row?.author_id ?? null;
    }
    case 'deal': {
      const row = await db.selectFrom('deals').select('author_uid').where('id', '=', id).executeTakeFirst();
      return row?.author_uid ?? null;
    }
    case 'discussion': {
      const row = await db
        .selectFrom('reports')
        .select('reported_uid')
        .where('target_kind', '=', 'discussion')
        .where('target_id', '=', id)
        .where('reported_uid', 'is not', null)
        .orderBy('status', 'desc') // open before dismissed, actioned, withdrawn
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row?.reported_uid ?? null;
    }
  }
}

/** A message hidden or shown again: its document for every open conversation, and the discussion's preview. */
async function setMessageHidden(
  db: Queryable,
  id: string,
  hidden: { at: string; by: string } | null,
): Promise<RealtimeEvent[]> {
  const row = await db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw targetNotFound();
  if (hidden && row.hidden_at) throw new HttpError(409, MODERATION_MESSAGES.alreadyHidden);
  await db
    .updateTable('messages')
    .set({ hidden_at: hidden?.at ?? null, hidden_by: hidden?.by ?? null })
    .where('id', '=', id)
    .execute();
  const events: RealtimeEvent[] = [messageChanged(toMessage({ ...row, hidden_at: hidden?.at ?? null }))];
  // The discussion's preview (its last message) shows what everyone now sees.
  const previewed = await db
    .updateTable('discussions')
    .set({ last_message_text: hidden ? HIDDEN_MESSAGE_TEXT : row.text })
    .where('id', '=', row.discussion_id)
    .where('last_message_id', '=', id)
    .executeTakeFirst();
  if (Number(previewed.numUpdatedRows) > 0) {
    events.push(discussionChanged(await loadExistingDiscussion(db, row.discussion_id)));
  }
  return events;
}

async function setDealHidden(db: Queryable, id: string, hiddenAt: string | null): Promise<RealtimeEvent[]> {
  const row = await db
    .selectFrom('deals')
    .select(['title', 'author_uid', 'hidden_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw targetNotFound();
  if (hiddenAt && row.hidden_at) throw new HttpError(409, MODERATION_MESSAGES.alreadyHidden);
  await db
    .updateTable('deals')
    .set({ hidden_at: hiddenAt, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  if (!hiddenAt) return [];
  return notify(db, {
    uids: [row.author_uid],
    channel: 'immobilier',
    kind: 'deal-hidden',
    data: { title: row.title, id },
  });
}

/** Settles the thing's open reports with the decision and tells each reporter the outcome in a word. */
async function settleReports(
  db: Queryable,
  decision: ModerationDecisionsTable,
): Promise<{ count: number; events: RealtimeEvent[] }> {
  const open = await db
    .selectFrom('reports')
    .select(['id', 'reporter_uid'])
    .where('target_kind', '=', decision.target_kind)
    .where('target_id', '=', decision.target_id)
    .where('status', '=', 'open')
    .execute();
  if (open.length === 0) return { count: 0, events: [] };
  const status = decision.action === 'dismiss' ? 'dismissed' : 'actioned';
  await db
    .updateTable('reports')
    .set({
      status,
      decision_id: decision.id,
      resolved_by: decision.actor_uid,
      resolved_at: decision.created_at,
      updated_at: decision.created_at,
    })
    .where(
      'id',
      'in',
      open.map((report) => report.id),
    )
    .execute();
  const thingChannel = await channelOfThing(db, decision.target_kind, decision.target_id);
  const events: RealtimeEvent[] = [];
  for (const reporter of new Set(open.flatMap((report) => (report.reporter_uid ? [report.reporter_uid] : [])))) {
    const channel = await notificationChannel(db, reporter, thingChannel);
    if (channel) {
      events.push(
        ...(await notify(db, { uids: [reporter], channel, kind: 'report-resolved', data: { outcome: status } })),
      );
    }
  }
  return { count: open.length, events };
}

const AUDIT_ACTION: Record<ModerationAction, (kind: ReportTargetKind) => AuditAction> = {
  dismiss: () => 'report.dismissed',
  hide: (kind) => (kind === 'deal' ? 'deal.hidden' : 'message.hidden'),
  warn: () => 'member.warned',
  suspend: () => 'member.suspended',
};

async function toDecision(db: Queryable, row: ModerationDecisionsTable, now: Date): Promise<ModerationDecision> {
  const detail = parseDetail(row.detail);
  const reports = await db
    .selectFrom('reports')
    .select((select) => select.fn.countAll().as('count'))
    .where('decision_id', '=', row.id)
    .executeTakeFirst();
  return {
    id: row.id,
    action: row.action,
    target: await describeTarget(db, row.target_kind, row.target_id, row.member_uid, now),
    actor: await memberRef(db, row.actor_uid),
    detail: detail.text ?? detail.until ?? null,
    reportCount: Number(reports?.count ?? 0),
    createdAt: row.created_at,
    reversedAt: row.reversed_at,
    reversedBy: await memberRef(db, row.reversed_by),
  };
}

export async function toDecisions(db: Queryable, rows: readonly ModerationDecisionsTable[], now: Date) {
  const decisions: ModerationDecision[] = [];
  for (const row of rows) decisions.push(await toDecision(db, row, now));
  return decisions;
}

/**
 * A moderator decides on a reported thing (reported or not): dismiss its reports, hide the message or deal, warn the
 * member, or suspend them for some days (their sessions end; sign-in is refused until the end, then it lifts by
 * itself). The thing's open reports are settled with it and their reporters told; the journal keeps it.
 */
export async function decide(
  db: Kysely<DB>,
  actorUid: string,
  kind: ReportTargetKind,
  id: string,
  action: ModerationAction,
  input: DecisionInput,
  now: Date,
): Promise<Committed<ModerationDecision>> {
  if (!allowedModerationActions(kind).includes(action)) throw new HttpError(400, MODERATION_MESSAGES.actionNotAllowed);
  const events: RealtimeEvent[] = [];
  const row = await withAudit(db, async (transaction) => {
    const at = now.toISOString();
    const memberUid = await memberOfThing(transaction, kind, id);
    const detail: Detail = {};
    let before: Record<string, unknown> = {};
    let after: Record<string, unknown> = {};
    if (action === 'dismiss') {
      const open = await transaction
        .selectFrom('reports')
        .select('id')
        .where('target_kind', '=', kind)
        .where('target_id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (!open) throw new HttpError(409, MODERATION_MESSAGES.notOpen);
    } else if (action === 'hide') {
      events.push(
        ...(kind === 'deal'
          ? await setDealHidden(transaction, id, at)
          : await setMessageHidden(transaction, id, { at, by: actorUid })),
      );
      before = { hiddenAt: null };
      after = { hiddenAt: at };
    } else {
      if (!memberUid) throw new HttpError(400, MODERATION_MESSAGES.noMember);
      if (memberUid === actorUid) throw new HttpError(400, MODERATION_MESSAGES.ownAccount);
      if (action === 'warn') {
        const text = input.text ?? '';
        const channel = await notificationChannel(transaction, memberUid, await channelOfThing(transaction, kind, id));
        const warned = channel
          ? await notify(transaction, { uids: [memberUid], channel, kind: 'moderation-warning', data: { text } })
          : [];
        events.push(...warned);
        detail.text = text;
        detail.notificationId = warned.find(isNotificationsChanged)?.notifications[0]?.id;
        after = { warning: text };
      } else {
        const member = await transaction
          .selectFrom('users')
          .select(['suspended_until', 'status'])
          .where('uid', '=', memberUid)
          .executeTakeFirstOrThrow();
        if (isSuspended(member.suspended_until, now)) throw new HttpError(409, MODERATION_MESSAGES.alreadySuspended);
        const until = suspensionEnd(now, input.days ?? 1);
        await transaction
          .updateTable('users')
          .set({ suspended_until: until, updated_at: at })
          .where('uid', '=', memberUid)
          .execute();
        // Like a deactivation: every session ends now, and every open socket closes (4401).
        await revokeAllAuthTokens(transaction, memberUid);
        events.push(sessionsEnded(memberUid, null));
        detail.until = until;
        before = { suspendedUntil: member.suspended_until };
        after = { suspendedUntil: until };
      }
    }
    const decision: ModerationDecisionsTable = {
      id: createId(),
      action,
      target_kind: kind,
      target_id: id,
      member_uid: memberUid,
      detail: Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
      actor_uid: actorUid,
      created_at: at,
      reversed_at: null,
      reversed_by: null,
    };
    await transaction.insertInto('moderation_decisions').values(decision).execute();
    const settled = await settleReports(transaction, decision);
    events.push(...settled.events, moderationChanged());
    const audit: AuditRecord = {
      actorUid,
      action: AUDIT_ACTION[action](kind),
      targetUid: memberUid,
      subject: `${kind}:${id}`,
      before: { ...before, openReports: settled.count },
      after: { ...after, decision: decision.id, openReports: 0 },
    };
    return { result: decision, audit };
  });
  return { result: await toDecision(db, row, now), events };
}

/**
 * Undoes a decision: the message or deal shows again, the warning leaves the member's notifications, the suspension
 * lifts; the reports it settled are open again (but one whose reporter reported the thing again since stays settled:
 * one open report per member). Journaled as `moderation.reversed`.
 */
export async function reverseDecision(
  db: Kysely<DB>,
  actorUid: string,
  decisionId: string,
  now: Date,
): Promise<Committed<ModerationDecision>> {
  const events: RealtimeEvent[] = [];
  const row = await withAudit(db, async (transaction) => {
    const decision = await transaction
      .selectFrom('moderation_decisions')
      .selectAll()
      .where('id', '=', decisionId)
      .executeTakeFirst();
    if (!decision) throw new HttpError(404, MODERATION_MESSAGES.actionNotFound);
    if (decision.reversed_at) throw new HttpError(409, MODERATION_MESSAGES.alreadyReversed);
    const at = now.toISOString();
    const detail = parseDetail(decision.detail);
    if (decision.action === 'hide') {
      events.push(
        ...(decision.target_kind === 'deal'
          ? await setDealHidden(transaction, decision.target_id, null)
          : await setMessageHidden(transaction, decision.target_id, null)),
      );
    } else if (decision.action === 'warn' && detail.notificationId && decision.member_uid) {
      await transaction
        .deleteFrom('notifications')
        .where('id', '=', detail.notificationId)
        .where('uid', '=', decision.member_uid)
        .execute();
    } else if (decision.action === 'suspend' && decision.member_uid && detail.until) {
      await transaction
        .updateTable('users')
        .set({ suspended_until: null, updated_at: at })
        .where('uid', '=', decision.member_uid)
        .where('suspended_until', '=', detail.until)
        .execute();
    }
    const settled = await transaction
      .selectFrom('reports')
      .select(['id', 'reporter_uid'])
      .where('decision_id', '=', decision.id)
      .execute();
    let reopened = 0;
    for (const report of settled) {
      const again = await transaction
        .selectFrom('reports')
        .select('id')
        .where('target_kind', '=', decision.target_kind)
        .where('target_id', '=', decision.target_id)
        .where('reporter_uid', '=', report.reporter_uid)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (again) continue;
      await transaction
        .updateTable('reports')
        .set({ status: 'open', decision_id: null, resolved_by: null, resolved_at: null, updated_at: at })
        .where('id', '=', report.id)
        .execute();
      reopened += 1;
    }
    await transaction
      .updateTable('moderation_decisions')
      .set({ reversed_at: at, reversed_by: actorUid })
      .where('id', '=', decision.id)
      .execute();
    events.push(moderationChanged());
    const reversed = { ...decision, reversed_at: at, reversed_by: actorUid };
    return {
      result: reversed,
      audit: {
        actorUid,
        action: 'moderation.reversed',
        targetUid: decision.member_uid,
        subject: `${decision.target_kind}:${decision.target_id}`,
        before: { decision: decision.id, action: decision.action, ...detail, reversedAt: null },
        after: { decision: decision.id, action: decision.action, reversedAt: at, reportsReopened: reopened },
      },
    };
  });
  return { result: await toDecision(db, row, now), events };
}
