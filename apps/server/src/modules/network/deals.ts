import {
  MESSAGING_MESSAGES,
  type CreateDiscussionRequest,
  type CreateDiscussionResponse,
} from '@campus/domain/messaging';
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
  type DealRequest,
  type DealsQuery,
} from '@campus/domain/network';
import { canSeeDealsOffMarket, type RightsSubject } from '@campus/domain/rights';
import { sql, type Kysely } from 'kysely';
import { encodeCursor } from '../../db/keyset-cursor.js';
import type { DB, DealsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { detectImageType, pictureUrl, type PictureStore } from '../../platform/files.js';
import { createId } from '../../platform/tokens.js';
import type { Committed, RealtimeEvent } from '../../realtime/realtime-events.js';
import { discussionSeenBy, loadExistingDiscussion } from '../messaging/discussion-documents.js';
import { createDiscussion } from '../messaging/discussions.js';
import { discussionChanged } from '../messaging/messaging-events.js';
import { notify } from '../notifications/notify.js';
import { displayNameOf } from '../users/display-name.js';
import { ownsChannel } from '../users/user-queries.js';
import { decodeNetworkCursor, invalidCursor } from './network-cursor.js';

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
        .map((photo) => ({ id: photo.id, url: dealPhotoUrl(row.id, photo.id) })),
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

/** Whether a deal is on the market: published, not expired, not hidden. Any other is seen by its author only. */
const isOnMarket = (row: Pick<DealsTable, 'status' | 'expires_at' | 'hidden_at'>, now: Date) =>
  dealStatus({ status: row.status, expiresAt: row.expires_at }, now) === 'published' && !row.hidden_at;

/** A deal the caller may see: on the market, their own, or any for an admin. */
async function findVisibleRow(db: Queryable, uid: string, id: string, isAdmin: boolean, now: Date): Promise<DealRow> {
  const row = await dealsWithAuthor(db).where('deals.id', '=', id).executeTakeFirst();
  if (!row) throw dealNotFound();
  if (!isOnMarket(row, now) && row.author_uid !== uid && !isAdmin) throw dealNotFound();
  return row;
}

/**
 * A deal's photo is served with the deal's rights (`GET /api/deals/{id}/photos/{photoId}`): a draft's only to its
 * author and the admins, a published one to whoever sees the deal. Never a public `/uploads` picture.
 */
export const dealPhotoUrl = (dealId: string, photoId: string) =>
  `/api/deals/${encodeURIComponent(dealId)}/photos/${encodeURIComponent(photoId)}`;

/** Where one of a deal's photos is stored, for a caller who may see the deal (404 otherwise, or for no such photo). */
export async function findDealPhotoFile(
  db: Queryable,
  uid: string,
  id: string,
  photoId: string,
  isAdmin: boolean,
  now: Date,
): Promise<string> {
  await findVisibleRow(db, uid, id, isAdmin, now);
  return (await photoOf(db, id, photoId)).path;
}

/** One of a deal's photos (404 for no such photo of that deal). */
async function photoOf(db: Queryable, dealId: string, photoId: string): Promise<{ path: string }> {
  const photo = await db
    .selectFrom('deal_photos')
    .select('path')
    .where('id', '=', photoId)
    .where('deal_id', '=', dealId)
    .executeTakeFirst();
  if (!photo) throw new HttpError(404, NETWORK_MESSAGES.photoNotFound);
  return photo;
}

/** Whether a stored picture is a deal's photo: the public `/uploads/pictures` route does not serve those. */
export async function isDealPhotoFile(db: Queryable, fileName: string): Promise<boolean> {
  const row = await db.selectFrom('deal_photos').select('id').where('path', '=', fileName).executeTakeFirst();
  return row !== undefined;
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

/**
 * The caller's own deal allowing `action`: 404 if none or another's off the market (a draft, a hidden, expired or
 * closed deal: its existence is not told), 403 if another's on the market, 409 if its status forbids the action.
 */
async function ownDeal(db: Queryable, uid: string, id: string, action: DealAction, now: Date): Promise<DealsTable> {
  const row = await db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw dealNotFound();
  if (row.author_uid !== uid) {
    throw isOnMarket(row, now) ? new HttpError(403, NETWORK_MESSAGES.notYourDeal) : dealNotFound();
  }
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
  const type = await detectImageType(content);
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
  const photo = await photoOf(db, id, photoId);
  await db.deleteFrom('deal_photos').where('id', '=', photoId).execute();
  await pictures.remove(photo.path);
  return findDeal(db, uid, id, false, now);
}

/** Whether a discussion's target is a deal (a direct discussion about one is a buyer's contact, under its rules). */
export async function isDealId(db: Queryable, id: string): Promise<boolean> {
  return (await db.selectFrom('deals').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * `Contacter le vendeur` (issue 34): the buyer's first message to the seller, sent from a draft
 * (POST /api/discussions, a direct discussion whose `targetId` is the deal). Only for a member who may see the deals
 * off market, about a deal on the market that is not theirs, with its seller on the immobilier channel. It creates
 * the direct discussion with that message, or posts it into the one they already share (spec 5), whose TargetId
 * becomes the deal so the conversation stays attached to it. No discussion exists before that message.
 */
export async function contactSeller(
  db: Kysely<DB>,
  caller: { uid: string; rights: RightsSubject },
  request: CreateDiscussionRequest & { targetId: string },
  clientKey: string | null,
  now: Date,
): Promise<Committed<CreateDiscussionResponse>> {
  const { uid } = caller;
  const id = request.targetId;
  if (!(await mayFindDeals(db, uid, caller.rights))) throw dealNotFound();
  const row = await findVisibleRow(db, uid, id, false, now);
  if (row.author_uid === uid) throw new HttpError(400, NETWORK_MESSAGES.ownDeal);
  if (!isOnMarket(row, now)) throw new HttpError(409, NETWORK_MESSAGES.dealNotOnMarket);
  if (request.channel !== DEALS_CHANNEL || request.memberIds.length !== 1 || request.memberIds[0] !== row.author_uid) {
    const message = NETWORK_MESSAGES.contactTheSeller;
    throw new HttpError(400, message, { memberIds: [message] });
  }
  if (request.text === undefined) {
    const message = MESSAGING_MESSAGES.emptyMessage;
    throw new HttpError(400, message, { text: [message] });
  }
  const created = await createDiscussion(
    db,
    uid,
    { channel: DEALS_CHANNEL, type: 'DIRECT', memberIds: [row.author_uid], targetId: id, text: request.text },
    clientKey,
  );
  if (created.result.discussion.targetId === id) return created;
  await db.updateTable('discussions').set({ target_id: id }).where('id', '=', created.result.discussion.id).execute();
  const discussion = await loadExistingDiscussion(db, created.result.discussion.id);
  return {
    result: { ...created.result, discussion: discussionSeenBy(discussion, uid) },
    events: [...created.events, discussionChanged(discussion)],
  };
}

/**
 * The author of a deal a member may report (issue 32, modules/moderation): one they find on the market (a member
 * without the deals off market finds none); 404 for any other, as every other call on it answers.
 */
export async function findReportableDealAuthor(
  db: Queryable,
  uid: string,
  rights: RightsSubject,
  id: string,
  now: Date,
): Promise<string> {
  if (!(await mayFindDeals(db, uid, rights))) throw dealNotFound();
  const row = await findVisibleRow(db, uid, id, false, now);
  if (!isOnMarket(row, now) && row.author_uid !== uid) throw dealNotFound();
  return row.author_uid;
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
