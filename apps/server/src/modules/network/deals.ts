import type { CreateDiscussionResponse } from '@campus/domain/messaging';
import {
  DEAL_MAX_PHOTOS,
  DEAL_PAGE_SIZE,
  DEAL_REMINDER_DAYS,
  DEAL_ROOMS_OR_MORE,
  NETWORK_MESSAGES,
  WHOLE_FRANCE,
  allowedDealActions,
  dealExpiryFrom,
  dealStatus,
  departmentsOfRegion,
  foldForSearch,
  isDealExpiringSoon,
  type Deal,
  type DealAction,
  type DealPage,
  type DealReport,
  type DealRequest,
  type DealsQuery,
} from '@campus/domain/network';
import { canSeeDealsOffMarket, type RightsSubject } from '@campus/domain/rights';
import { sql, type Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { encodeCursor } from '../../db/keyset-cursor.js';
import type { DB, DealsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { detectImageType, pictureUrl, type PictureStore } from '../../platform/files.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { Committed, RealtimeEvent } from '../../realtime/realtime-events.js';
import { loadExistingDiscussion } from '../messaging/discussion-documents.js';
import { createDiscussion } from '../messaging/discussions.js';
import { discussionChanged } from '../messaging/messaging-events.js';
import { notify } from '../notifications/notify.js';
import { displayNameOf } from '../users/display-name.js';
import { ownsChannel } from '../users/user-queries.js';
import { decodeNetworkCursor, invalidCursor } from './network-cursor.js';
import { recordAudit } from '../../platform/audit.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const dealNotFound = () => new HttpError(404, NETWORK_MESSAGES.dealNotFound);

/** Deals off market live on the immobilier channel only (spec 2.4). */
const DEALS_CHANNEL = 'immobilier';

export async function requireImmobilier(db: Queryable, uid: string): Promise<void> {
  if (!(await ownsChannel(db, uid, DEALS_CHANNEL))) throw new HttpError(403, NETWORK_MESSAGES.immobilierOnly);
}

/**
 * Whether a member finds deals off market at all (spec 2.4): the deal-off-market right on the immobilier channel.
 * The search and its list of categories both ask this, so a category is never offered without its results.
 */
export async function mayFindDeals(db: Queryable, uid: string, rights: RightsSubject): Promise<boolean> {
  return canSeeDealsOffMarket(rights) && ownsChannel(db, uid, DEALS_CHANNEL);
}

type DealRow = DealsTable & {
  author_display_name: string | null;
  author_firstname: string | null;
  author_lastname: string | null;
  author_picture_path: string | null;
};

function dealsWithAuthor(db: Queryable) {
  return db
    .selectFrom('deals')
    .innerJoin('users', 'users.uid', 'deals.author_uid')
    .selectAll('deals')
    .select([
      'users.display_name as author_display_name',
      'users.firstname as author_firstname',
      'users.lastname as author_lastname',
      'users.picture_path as author_picture_path',
    ]);
}

async function toDeals(db: Queryable, rows: readonly DealRow[], callerUid: string, now: Date): Promise<Deal[]> {
  const ids = rows.map((row) => row.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .selectFrom('deal_photos')
          .select(['id', 'deal_id', 'path'])
          .where('deal_id', 'in', ids)
          .orderBy('deal_id')
          .orderBy('position')
          .execute();
  return rows.map((row) => {
    const stored = { status: row.status, expiresAt: row.expires_at };
    return {
      id: row.id,
      title: row.title,
      marketList: row.market_list,
      condition: row.condition,
      propertyType: row.property_type,
      price: row.price,
      surface: row.surface,
      rooms: row.rooms,
      city: row.city,
      departmentCode: row.department_code,
      description: row.description,
      photos: photos
        .filter((photo) => photo.deal_id === row.id)
        .map((photo) => ({ id: photo.id, url: pictureUrl(photo.path) ?? '' })),
      status: dealStatus(stored, now),
      isHidden: row.hidden_at !== null,
      expiringSoon: isDealExpiringSoon(stored, now),
      author: {
        uid: row.author_uid,
        displayName: displayNameOf({
          display_name: row.author_display_name,
          firstname: row.author_firstname,
          lastname: row.author_lastname,
        }),
        pictureUrl: pictureUrl(row.author_picture_path),
      },
      isMine: row.author_uid === callerUid,
      publishedAt: row.published_at,
      expiresAt: row.expires_at,
      createdAt: row.created_at,
    };
  });
}

const SORTS = {
  recent: { column: 'deals.published_at', direction: 'desc' },
  'price-asc': { column: 'deals.price', direction: 'asc' },
  'price-desc': { column: 'deals.price', direction: 'desc' },
  'surface-desc': { column: 'deals.surface', direction: 'desc' },
} as const;

/**
 * The market (published, not expired, not hidden deals) filtered and sorted, or the caller's own deals (`mine`,
 * every status, newest first); a page at a time through the sort's index.
 */
export async function listDeals(db: Queryable, uid: string, query: DealsQuery, now: Date): Promise<DealPage> {
  let select = dealsWithAuthor(db);
  const sort = query.mine ? { column: 'deals.created_at', direction: 'desc' as const } : SORTS[query.sort ?? 'recent'];
  if (query.mine) {
    select = select.where('deals.author_uid', '=', uid);
  } else {
    select = select
      .where('deals.status', '=', 'published')
      .where('deals.expires_at', '>', now.toISOString())
      .where('deals.hidden_at', 'is', null);
  }
  if (query.marketList) select = select.where('deals.market_list', '=', query.marketList);
  if (query.condition) select = select.where('deals.condition', '=', query.condition);
  if (query.propertyType) select = select.where('deals.property_type', '=', query.propertyType);
  if (query.department) select = select.where('deals.department_code', '=', query.department);
  else if (query.region && query.region !== WHOLE_FRANCE) {
    select = select.where('deals.department_code', 'in', departmentsOfRegion(query.region));
  }
  if (query.minPrice !== undefined) select = select.where('deals.price', '>=', query.minPrice);
  if (query.maxPrice !== undefined) select = select.where('deals.price', '<=', query.maxPrice);
  if (query.minSurface !== undefined) select = select.where('deals.surface', '>=', query.minSurface);
  if (query.rooms) {
    const rooms = Number(query.rooms);
    select =
      rooms >= DEAL_ROOMS_OR_MORE ? select.where('deals.rooms', '>=', rooms) : select.where('deals.rooms', '=', rooms);
  }
  const cursor = decodeNetworkCursor(query.cursor);
  const isNumericSort = sort.column === 'deals.price' || sort.column === 'deals.surface';
  if (cursor && isNumericSort !== (typeof cursor.value === 'number')) invalidCursor();
  const column = sql.ref(sort.column);
  const id = sql.ref('deals.id');
  if (cursor) {
    select =
      sort.direction === 'asc'
        ? select.where(sql<boolean>`(${column}, ${id}) > (${cursor.value}, ${cursor.id})`)
        : select.where(sql<boolean>`(${column}, ${id}) < (${cursor.value}, ${cursor.id})`);
  }
  const rows = await select
    .orderBy(sql`${column} ${sql.raw(sort.direction)}`)
    .orderBy(sql`${id} ${sql.raw(sort.direction)}`)
    .limit(DEAL_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, DEAL_PAGE_SIZE);
  const last = page.at(-1);
  const sortValue = (row: DealRow): string | number => {
    if (sort.column === 'deals.price') return row.price;
    if (sort.column === 'deals.surface') return row.surface;
    if (sort.column === 'deals.created_at') return row.created_at;
    return row.published_at ?? '';
  };
  return {
    deals: await toDeals(db, page, uid, now),
    nextCursor: rows.length > DEAL_PAGE_SIZE && last ? encodeCursor({ value: sortValue(last), id: last.id }) : null,
  };
}

/** A deal the caller may see: on the market, their own, or any for an admin. */
async function findVisibleRow(db: Queryable, uid: string, id: string, isAdmin: boolean, now: Date): Promise<DealRow> {
  const row = await dealsWithAuthor(db).where('deals.id', '=', id).executeTakeFirst();
  if (!row) throw dealNotFound();
  const onMarket = dealStatus({ status: row.status, expiresAt: row.expires_at }, now) === 'published' && !row.hidden_at;
  if (!onMarket && row.author_uid !== uid && !isAdmin) throw dealNotFound();
  return row;
}

export async function findDeal(db: Queryable, uid: string, id: string, isAdmin: boolean, now: Date): Promise<Deal> {
  const [deal] = await toDeals(db, [await findVisibleRow(db, uid, id, isAdmin, now)], uid, now);
  if (!deal) throw dealNotFound();
  return deal;
}

function dealColumns(request: DealRequest) {
  return {
    title: request.title,
    search_text: foldForSearch(`${request.title} ${request.city}`),
    market_list: request.marketList,
    condition: request.condition,
    property_type: request.propertyType,
    price: request.price,
    surface: request.surface,
    rooms: request.rooms,
    city: request.city,
    department_code: request.departmentCode,
    description: request.description,
  };
}

/** `Publier un deal`: a draft, or published at once for its lifetime. */
export async function createDeal(db: Queryable, uid: string, request: DealRequest, now: Date): Promise<Deal> {
  const id = createId();
  const at = now.toISOString();
  await db
    .insertInto('deals')
    .values({
      id,
      author_uid: uid,
      ...dealColumns(request),
      status: request.publish ? 'published' : 'draft',
      hidden_at: null,
      published_at: request.publish ? at : null,
      expires_at: request.publish ? dealExpiryFrom(now) : null,
      reminded_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return findDeal(db, uid, id, false, now);
}

/** The caller's own deal allowing `action` (404 if not visible, 403 if another's, 409 if its status forbids it). */
async function ownDeal(db: Queryable, uid: string, id: string, action: DealAction, now: Date): Promise<DealsTable> {
  const row = await db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw dealNotFound();
  if (row.author_uid !== uid) throw new HttpError(403, NETWORK_MESSAGES.notYourDeal);
  const status = dealStatus({ status: row.status, expiresAt: row.expires_at }, now);
  if (!allowedDealActions(status).includes(action)) {
    throw new HttpError(409, status === 'closed' ? NETWORK_MESSAGES.dealClosed : NETWORK_MESSAGES.actionNotAllowed);
  }
  return row;
}

/** Edits the author's deal; `publish` on a draft publishes it. */
export async function updateDeal(
  db: Queryable,
  uid: string,
  id: string,
  request: DealRequest,
  now: Date,
): Promise<Deal> {
  const row = await ownDeal(db, uid, id, 'edit', now);
  const publishing = request.publish && row.status === 'draft';
  await db
    .updateTable('deals')
    .set({
      ...dealColumns(request),
      ...(publishing && { status: 'published', published_at: now.toISOString(), expires_at: dealExpiryFrom(now) }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
  return findDeal(db, uid, id, false, now);
}

/** Publish a draft, renew a published or expired deal for a new lifetime, or close it for good. */
export async function applyDealAction(
  db: Queryable,
  uid: string,
  id: string,
  action: 'publish' | 'renew' | 'close',
  now: Date,
): Promise<Deal> {
  await ownDeal(db, uid, id, action, now);
  const at = now.toISOString();
  const changes =
    action === 'close'
      ? { status: 'closed' as const }
      : { status: 'published' as const, published_at: at, expires_at: dealExpiryFrom(now), reminded_at: null };
  await db
    .updateTable('deals')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .execute();
  return findDeal(db, uid, id, false, now);
}

/** Adds a photo (JPEG, PNG, WebP or GIF, at most 10 MB: the multipart limit answers 413) to the author's deal. */
export async function addDealPhoto(
  db: Queryable,
  pictures: PictureStore,
  uid: string,
  id: string,
  content: Buffer,
  now: Date,
): Promise<Deal> {
  await ownDeal(db, uid, id, 'edit', now);
  const type = detectImageType(content);
  if (!type) {
    const message = 'Format d’image non pris en charge (JPEG, PNG, WebP ou GIF)';
    throw new HttpError(400, message, { photo: [message] });
  }
  const existing = await db
    .selectFrom('deal_photos')
    .select(['position'])
    .where('deal_id', '=', id)
    .orderBy('position', 'desc')
    .execute();
  if (existing.length >= DEAL_MAX_PHOTOS) {
    throw new HttpError(400, NETWORK_MESSAGES.tooManyPhotos, { photo: [NETWORK_MESSAGES.tooManyPhotos] });
  }
  const path = await pictures.save(content, type);
  await db
    .insertInto('deal_photos')
    .values({ id: createId(), deal_id: id, path, position: (existing[0]?.position ?? -1) + 1 })
    .execute();
  return findDeal(db, uid, id, false, now);
}

export async function removeDealPhoto(
  db: Queryable,
  pictures: PictureStore,
  uid: string,
  id: string,
  photoId: string,
  now: Date,
): Promise<Deal> {
  await ownDeal(db, uid, id, 'edit', now);
  const photo = await db
    .selectFrom('deal_photos')
    .select('path')
    .where('id', '=', photoId)
    .where('deal_id', '=', id)
    .executeTakeFirst();
  if (!photo) throw new HttpError(404, NETWORK_MESSAGES.photoNotFound);
  await db.deleteFrom('deal_photos').where('id', '=', photoId).execute();
  await pictures.remove(photo.path);
  return findDeal(db, uid, id, false, now);
}

/**
 * `Contacter le vendeur`: opens the direct discussion with the seller on the immobilier channel, or reuses the one
 * they already share (spec 5), whose TargetId becomes the deal so the conversation stays attached to it.
 */
export async function contactSeller(
  db: Kysely<DB>,
  uid: string,
  id: string,
  now: Date,
): Promise<Committed<CreateDiscussionResponse>> {
  const row = await findVisibleRow(db, uid, id, false, now);
  if (row.author_uid === uid) throw new HttpError(400, NETWORK_MESSAGES.ownDeal);
  const onMarket = dealStatus({ status: row.status, expiresAt: row.expires_at }, now) === 'published' && !row.hidden_at;
  if (!onMarket) throw new HttpError(409, NETWORK_MESSAGES.dealNotOnMarket);
  const created = await createDiscussion(db, uid, {
    channel: 'immobilier',
    type: 'DIRECT',
    memberIds: [row.author_uid],
    targetId: id,
  });
  if (created.result.discussion.targetId === id) return created;
  await db.updateTable('discussions').set({ target_id: id }).where('id', '=', created.result.discussion.id).execute();
  const discussion = await loadExistingDiscussion(db, created.result.discussion.id);
  return {
    result: { discussion, isNew: created.result.isNew },
    events: [...created.events, discussionChanged(discussion)],
  };
}

/** A member reports a deal on the market (once each); admins see the open reports. */
export async function reportDeal(db: Queryable, uid: string, id: string, reason: string, now: Date): Promise<void> {
  const row = await findVisibleRow(db, uid, id, false, now);
  if (row.author_uid === uid) throw new HttpError(400, NETWORK_MESSAGES.ownDeal);
  try {
    await db
      .insertInto('deal_reports')
      .values({ id: createId(), deal_id: id, reporter_uid: uid, reason, created_at: isoNow(), resolved_at: null })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, NETWORK_MESSAGES.alreadyReported);
    throw error;
  }
}

export async function listOpenReports(db: Queryable): Promise<DealReport[]> {
  const rows = await db
    .selectFrom('deal_reports')
    .innerJoin('deals', 'deals.id', 'deal_reports.deal_id')
    .leftJoin('users', 'users.uid', 'deal_reports.reporter_uid')
    .select([
      'deal_reports.id',
      'deal_reports.deal_id',
      'deals.title',
      'deal_reports.reason',
      'deal_reports.created_at',
      'users.display_name',
      'users.firstname',
      'users.lastname',
    ])
    .where('deal_reports.resolved_at', 'is', null)
    .orderBy('deal_reports.created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    dealId: row.deal_id,
    dealTitle: row.title,
    reason: row.reason,
    reporter: displayNameOf(row),
    createdAt: row.created_at,
  }));
}

/** Admins hide a deal: it leaves the market, its reports are resolved, and its author is notified. */
export async function hideDeal(db: Kysely<DB>, actorUid: string, id: string): Promise<RealtimeEvent[]> {
  return db.transaction().execute(async (transaction) => {
    const row = await transaction
      .selectFrom('deals')
      .select(['author_uid', 'title'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw dealNotFound();
    const at = isoNow();
    await transaction.updateTable('deals').set({ hidden_at: at, updated_at: at }).where('id', '=', id).execute();
    await transaction
      .updateTable('deal_reports')
      .set({ resolved_at: at })
      .where('deal_id', '=', id)
      .where('resolved_at', 'is', null)
      .execute();
    await recordAudit(
      transaction,
      {
        actorUid,
        action: 'deal.hidden',
        targetUid: row.author_uid,
        subject: `deal:${id}`,
        after: { title: row.title },
      },
      at,
    );
    return notify(transaction, {
      uids: [row.author_uid],
      channel: 'immobilier',
      kind: 'deal-hidden',
      data: { title: row.title, id },
    });
  });
}

/** Deals reminded per batch: the daily job goes on until a batch comes back short. */
export const DEAL_REMINDER_BATCH = 50;

/**
 * One batch of the reminder to the authors of published deals that expire within DEAL_REMINDER_DAYS, once per
 * lifetime (renewing clears `reminded_at`). Each deal is claimed and its author notified in one transaction: however
 * many runs overlap, a reminder is sent once and never lost. The daily `deal-reminders` job runs it.
 */
export async function remindExpiringDeals(
  db: Kysely<DB>,
  now: Date,
): Promise<Committed<{ reminded: number; isLastBatch: boolean }>> {
  const horizon = new Date(now.getTime() + DEAL_REMINDER_DAYS * DAY_MS).toISOString();
  const due = await db
    .selectFrom('deals')
    .select(['id', 'author_uid', 'title'])
    .where('status', '=', 'published')
    .where('reminded_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('expires_at', '<=', horizon)
    .limit(DEAL_REMINDER_BATCH)
    .execute();
  const events: RealtimeEvent[] = [];
  let reminded = 0;
  for (const deal of due) {
    const notified = await db.transaction().execute(async (transaction) => {
      const claimed = await transaction
        .updateTable('deals')
        .set({ reminded_at: now.toISOString() })
        .where('id', '=', deal.id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return [];
      return notify(transaction, {
        uids: [deal.author_uid],
        channel: 'immobilier',
        kind: 'deal-expiring',
        data: { title: deal.title, id: deal.id },
      });
    });
    if (notified.length > 0) reminded += 1;
    events.push(...notified);
  }
  return { result: { reminded, isLastBatch: due.length < DEAL_REMINDER_BATCH }, events };
}
