/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import { sql, type Kysely } from 'kysely';

// Reports and moderation (issue 32, docs/decisions/0017-moderation.md). One `reports` table for every reported thing
// (message, discussion, member, deal), one open report per member and thing; the moderators' decisions in
// `moderation_decisions` (each one undoable: the reports it settled point at it); hidden messages; timed suspensions.
// The deal reports of issue 13 move into `reports` (their free text becomes the comment of an `other` report) and
// their table goes: one writer, one queue. Numbered 0024: 0022 and 0023 belong to other changes.

interface OldTables {
  deal_reports: {
    id: string;
    deal_id: string;
    reporter_uid: string | null;
    reason: string;
    created_at: string;
    resolved_at: string | null;
  };
  deals: { id: string; author_uid: string; hidden_at: string | null };
  reports: {
    id: string;
    reporter_uid: string | null;
    target_kind: string;
    target_id: string;
    reported_uid: string | null;
    reason: string;
    comment: string | null;
    status: string;
    decision_id: string | null;
    resolved_by: string | null;
    resolved_at: string | null;
    created_at: string;
    updated_at: string;
  };
  moderation_decisions: {
    id: string;
    action: string;
    target_kind: string;
    target_id: string;
    member_uid: string | null;
    detail: string | null;
    actor_uid: string | null;
    created_at: string;
    reversed_at: string | null;
    reversed_by: string | null;
  };
}

const COMMENT_MAX_LENGTH = 1000;

async function moveDealReports(db: Kysely<OldTables>): Promise<void> {
  // A hidden deal becomes a decision (actor unknown: before the journal named it), so it can be undone like any other.
  const hidden = await db
    .selectFrom('deals')
    .select(['id', 'author_uid', 'hidden_at'])
    .where('hidden_at', 'is not', null)
    .execute();
  const decisionOf = new Map<string, string>();
  for (const deal of hidden) {
    const id = `moved-${deal.id}`;
    decisionOf.set(deal.id, id);
    await db
      .insertInto('moderation_decisions')
      .values({
        id,
        action: 'hide',
        target_kind: 'deal',
        target_id: deal.id,
        member_uid: deal.author_uid,
        detail: null,
        actor_uid: null,
        created_at: deal.hidden_at ?? '',
        reversed_at: null,
        reversed_by: null,
      })
      .execute();
  }
  const rows = await db
    .selectFrom('deal_reports')
    .innerJoin('deals', 'deals.id', 'deal_reports.deal_id')
    .select([
      'deal_reports.id',
      'deal_reports.deal_id',
      'deal_reports.reporter_uid',
      'deal_reports.reason',
      'deal_reports.created_at',
      'deal_reports.resolved_at',
      'deals.author_uid',
    ])
    .execute();
  for (const row of rows) {
    await db
      .insertInto('reports')
      .values({
        id: row.id,
        reporter_uid: row.reporter_uid,
        target_kind: 'deal',
        target_id: row.deal_id,
        reported_uid: row.author_uid,
        reason: 'other',
        comment: row.reason.slice(0, COMMENT_MAX_LENGTH),
        // A deal report was only ever settled by hiding its deal.
        status: row.resolved_at ? 'actioned' : 'open',
        decision_id: row.resolved_at ? (decisionOf.get(row.deal_id) ?? null) : null,
        resolved_by: null,
        resolved_at: row.resolved_at,
        created_at: row.created_at,
        updated_at: row.resolved_at ?? row.created_at,
      })
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moderation_decisions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // dismiss | hide | warn | suspend
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target_kind', 'text', (column) => column.notNull())
    .addColumn('target_id', 'text', (column) => column.notNull())
    // The member sanctioned or whose message or deal was hidden.
    .addColumn('member_uid', 'text', (column) => column.references('users.uid').onDelete('set null'))
    // The warning's text (and its notification), or the suspension's end: JSON.
    .addColumn('detail', 'text')
    .addColumn('actor_uid', 'text', (column) => column.references('users.uid').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('reversed_at', 'text')
    .addColumn('reversed_by', 'text', (column) => column.references('users.uid').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('moderation_decisions_by_time')
    .on('moderation_decisions')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('moderation_decisions_by_target')
    .on('moderation_decisions')
    .columns(['target_kind', 'target_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reporter_uid', 'text', (column) => column.references('users.uid').onDelete('set null'))
    // message | discussion | member | deal
    .addColumn('target_kind', 'text', (column) => column.notNull())
    .addColumn('target_id', 'text', (column) => column.notNull())
    .addColumn('reported_uid', 'text', (column) => column.references('users.uid').onDelete('set null'))
    // spam | harassment | inappropriate | scam | other
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('comment', 'text')
    // open | dismissed | actioned | withdrawn
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('decision_id', 'text', (column) => column.references('moderation_decisions.id').onDelete('set null'))
    .addColumn('resolved_by', 'text', (column) => column.references('users.uid').onDelete('set null'))
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // One open report per member and thing: reporting again while it is open answers 409 (a concurrent second insert too).
  await db.schema
    .createIndex('reports_open_once')
    .on('reports')
    .columns(['target_kind', 'target_id', 'reporter_uid'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  // The queue (open reports, newest first) and one thing's reports.
  await db.schema.createIndex('reports_by_status').on('reports').columns(['status', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('reports_by_target')
    .on('reports')
    .columns(['target_kind', 'target_id', 'status'])
    .execute();
  // A member's own reports (and the hourly limit).
  await db.schema.createIndex('reports_by_reporter').on('reports').columns(['reporter_uid', 'created_at']).execute();
  await db.schema.createIndex('reports_by_decision').on('reports').column('decision_id').execute();

  await db.schema.alterTable('messages').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('messages').addColumn('hidden_by', 'text').execute();
  // Until when the member may not sign in; in the past (or null), nothing holds: it lifts by itself.
  await db.schema.alterTable('users').addColumn('suspended_until', 'text').execute();

  await moveDealReports(db as Kysely<OldTables>);
  await db.schema.dropTable('deal_reports').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deal_reports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('deal_id', 'text', (column) => column.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('reporter_uid', 'text', (column) => column.references('users.uid').onDelete('set null'))
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('resolved_at', 'text')
    .addUniqueConstraint('deal_reports_once', ['deal_id', 'reporter_uid'])
    .execute();
  await db.schema.alterTable('users').dropColumn('suspended_until').execute();
  await db.schema.alterTable('messages').dropColumn('hidden_by').execute();
  await db.schema.alterTable('messages').dropColumn('hidden_at').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('moderation_decisions').execute();
}
