import { ACTIVITY_PAGE_SIZE, type ActivityItem, type ActivityPage } from '@campus/domain/account';
import { CHARTER_NAME } from '@campus/domain/contracts';
import { appPaths } from '@campus/domain/navigation';
import { nameOfContract } from '../contracts/contract-rows.js';
import { encodeKeysetCursor, type KeysetCursor } from '../../db/keyset-cursor.js';
import type { Queryable } from '../../db/schema.js';

type Cursor = KeysetCursor | undefined;

/** Rows that may share the cursor's instant beyond the page (ties are cut in memory). */
const TIE_SLACK = 10;

const isBefore = (item: ActivityItem, cursor: Cursor) =>
  !cursor || item.at < cursor.at || (item.at === cursor.at && item.id < cursor.id);

async function eventsJoined(db: Queryable, uid: string, cursor: Cursor, limit: number): Promise<ActivityItem[]> {
  let query = db
    .selectFrom('event_participants')
    .innerJoin('event_sessions', 'event_sessions.id', 'event_participants.session_id')
    .innerJoin('events', 'events.id', 'event_sessions.event_id')
    .select([
      'event_participants.session_id as sessionId',
      'events.id as eventId',
      'event_participants.created_at as at',
      'events.title as title',
      'events.channel as channel',
    ])
    .where('event_participants.uid', '=', uid)
    .where('event_participants.state', '=', 'SEAT');
  if (cursor) query = query.where('event_participants.created_at', '<=', cursor.at);
  const rows = await query.orderBy('event_participants.created_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `event-joined:${row.sessionId}`,
    kind: 'event-joined',
    at: row.at,
    title: row.title,
    channel: row.channel,
    link: appPaths.event(row.eventId),
  }));
}

/** The live sessions the member attended, as their webinar provider reported (read back after the session). */
async function webinarsAttended(db: Queryable, uid: string, cursor: Cursor, limit: number): Promise<ActivityItem[]> {
  let query = db
    .selectFrom('webinar_registrations')
    .innerJoin('event_sessions', 'event_sessions.id', 'webinar_registrations.session_id')
    .innerJoin('events', 'events.id', 'event_sessions.event_id')
    .select([
      'webinar_registrations.session_id as sessionId',
      'webinar_registrations.attended_at as at',
      'events.id as eventId',
      'events.title as title',
      'events.channel as channel',
    ])
    .where('webinar_registrations.uid', '=', uid)
    .where('webinar_registrations.attended_at', 'is not', null);
  if (cursor) query = query.where('webinar_registrations.attended_at', '<=', cursor.at);
  const rows = await query.orderBy('webinar_registrations.attended_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `webinar-attended:${row.sessionId}`,
    kind: 'webinar-attended',
    at: row.at ?? '',
    title: row.title,
    channel: row.channel,
    link: appPaths.event(row.eventId),
  }));
}

async function contractsSigned(db: Queryable, uid: string, cursor: Cursor, limit: number): Promise<ActivityItem[]> {
  let query = db
    .selectFrom('contracts')
    .select(['id', 'kind', 'product_name', 'course_id', 'created_at', 'signed_at'])
    .where('uid', '=', uid)
    .where('signed_at', 'is not', null);
  if (cursor) query = query.where('signed_at', '<=', cursor.at);
  const rows = await query.orderBy('signed_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `contract-signed:${row.id}`,
    kind: row.kind === 'charter' ? 'charter-accepted' : 'contract-signed',
    at: row.signed_at ?? row.created_at,
    title: row.kind === 'charter' ? CHARTER_NAME : nameOfContract(row),
    channel: null,
    link: appPaths.account.contracts,
  }));
}

async function invoicesPaid(db: Queryable, uid: string, cursor: Cursor, limit: number): Promise<ActivityItem[]> {
  let query = db
    .selectFrom('invoices')
    .select(['id', 'number', 'title', 'paid_at'])
    .where('uid', '=', uid)
    .where('status', '=', 'paid')
    .where('paid_at', 'is not', null);
  if (cursor) query = query.where('paid_at', '<=', cursor.at);
  const rows = await query.orderBy('paid_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `invoice-paid:${row.id}`,
    kind: 'invoice-paid',
    at: row.paid_at ?? '',
    title: row.number ? `${row.title} (facture ${row.number})` : row.title,
    channel: null,
    link: appPaths.account.invoices,
  }));
}

/** The lessons the member completed (learning's progress), each opening the lesson in its course. */
async function lessonsCompleted(db: Queryable, uid: string, cursor: Cursor, limit: number): Promise<ActivityItem[]> {
  let query = db
    .selectFrom('lesson_progress')
    .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
    .innerJoin('courses', 'courses.id', 'lesson_progress.course_id')
    .select([
      'lesson_progress.lesson_id as lessonId',
      'lesson_progress.course_id as courseId',
      'lesson_progress.completed_at as at',
      'lessons.title as title',
      'courses.channel as channel',
    ])
    .where('lesson_progress.uid', '=', uid)
    .where('lesson_progress.completed_at', 'is not', null);
  if (cursor) query = query.where('lesson_progress.completed_at', '<=', cursor.at);
  const rows = await query.orderBy('lesson_progress.completed_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `lesson-completed:${row.lessonId}`,
    kind: 'lesson-completed',
    at: row.at ?? '',
    title: row.title,
    channel: row.channel,
    link: appPaths.course(row.courseId, row.lessonId),
  }));
}

/**
 * The member's submissions of their MDB projects to the committee (the incubator's history: their own change of
 * state to IN_PROGRESS, a first submission or one after missing parts), read from their projects' index.
 */
async function projectsSubmitted(db: Queryable, uid: string, cursor: Cursor, limit: number): Promise<ActivityItem[]> {
  let query = db
    .selectFrom('mdb_projects')
    .innerJoin('mdb_project_changes', 'mdb_project_changes.project_id', 'mdb_projects.id')
    .select([
      'mdb_project_changes.id as changeId',
      'mdb_project_changes.created_at as at',
      'mdb_projects.id as projectId',
      'mdb_projects.name as name',
    ])
    .where('mdb_projects.owner_uid', '=', uid)
    .where('mdb_project_changes.actor_uid', '=', uid)
    .where('mdb_project_changes.field', '=', 'state')
    .where('mdb_project_changes.to_value', '=', 'IN_PROGRESS');
  if (cursor) query = query.where('mdb_project_changes.created_at', '<=', cursor.at);
  const rows = await query.orderBy('mdb_project_changes.created_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `project-submitted:${row.changeId}`,
    kind: 'project-submitted',
    at: row.at,
    title: row.name,
    channel: null,
    link: appPaths.mdb.project(row.projectId),
  }));
}

/**
 * One page of the member's activity, newest first: events joined (a seat taken), live sessions attended, contracts signed and the charter
 * accepted, invoices paid, lessons completed, MDB projects submitted to the committee. Each source reads its own index newest first, older than the cursor, one page and a few
 * more; the merge keeps the newest page: a keyset over several tables, never an offset.
 */
export async function loadActivity(db: Queryable, uid: string, cursor: Cursor): Promise<ActivityPage> {
  const limit = ACTIVITY_PAGE_SIZE + 1 + TIE_SLACK;
  const sources = await Promise.all([
    eventsJoined(db, uid, cursor, limit),
    webinarsAttended(db, uid, cursor, limit),
    contractsSigned(db, uid, cursor, limit),
    invoicesPaid(db, uid, cursor, limit),
    lessonsCompleted(db, uid, cursor, limit),
    projectsSubmitted(db, uid, cursor, limit),
  ]);
  const merged = sources
    .flat()
    .filter((item) => isBefore(item, cursor))
    .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
  const items = merged.slice(0, ACTIVITY_PAGE_SIZE);
  const hasMore = merged.length > ACTIVITY_PAGE_SIZE;
  const last = items.at(-1);
  return { items, hasMore, nextCursor: hasMore && last ? encodeKeysetCursor(last) : null };
}
