import {
  SEARCH_RESULTS_PER_CATEGORY,
  departmentName,
  type SearchCategory,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '@campus/domain/network';
import { projectSearchText } from '@campus/domain/incubator';
import { appPaths } from '@campus/domain/navigation';
import { hasAccessRight, isMdbAdmin, type RightsSubject } from '@campus/domain/rights';
import { sql } from 'kysely';
import type { Queryable } from '../../db/schema.js';
import { containsPattern } from '../users/member-search.js';
import { channelMembers, toMemberCards } from './member-cards.js';
import { mayFindDeals } from './deals.js';

const like = (text: string) => sql<string>`${containsPattern(text)} escape '\\'`;

async function searchMembers(db: Queryable, uid: string, query: SearchQuery): Promise<SearchResult[]> {
  const rows = await channelMembers(db, query.channel)
    .where('users.uid', '<>', uid)
    .where('users.search_text', 'like', like(query.q))
    .orderBy('users.search_text')
    .orderBy('users.uid')
    .limit(SEARCH_RESULTS_PER_CATEGORY)
    .execute();
  // Through the member cards: the same visibility rule as the directory (a department only if shown).
  const cards = await toMemberCards(db, rows);
  return cards.map((card) => ({
    category: 'members',
    id: card.uid,
    title: card.displayName ?? '',
    subtitle: card.departmentCode ? departmentName(card.departmentCode) : null,
    link: appPaths.member(card.uid),
    pictureUrl: card.pictureUrl,
  }));
}

async function searchDeals(db: Queryable, query: SearchQuery, now: Date): Promise<SearchResult[]> {
  const rows = await db
    .selectFrom('deals')
    .select(['id', 'title', 'city', 'price'])
    .where('status', '=', 'published')
    .where('expires_at', '>', now.toISOString())
    .where('hidden_at', 'is', null)
    .where('search_text', 'like', like(query.q))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SEARCH_RESULTS_PER_CATEGORY)
    .execute();
  return rows.map((row) => ({
    category: 'deals',
    id: row.id,
    title: row.title,
    subtitle: row.city,
    link: appPaths.deal(row.id),
    pictureUrl: null,
  }));
}

async function searchContacts(
  db: Queryable,
  query: SearchQuery,
  category: 'contacts' | 'trades-and-services',
): Promise<SearchResult[]> {
  const rows = await db
    .selectFrom('network_contacts')
    .select(['id', 'name', 'trade'])
    .where('kind', '=', category === 'contacts' ? 'PARTNER' : 'GOOD_CONTACT')
    .where('search_text', 'like', like(query.q))
    .orderBy('search_text')
    .orderBy('id')
    .limit(SEARCH_RESULTS_PER_CATEGORY)
    .execute();
  const page = category === 'contacts' ? appPaths.network.partners : appPaths.network.goodContacts;
  return rows.map((row) => ({
    category,
    id: row.id,
    title: row.name,
    subtitle: row.trade,
    link: `${page}#${row.id}`,
    pictureUrl: null,
  }));
}

/** The incubator's projects this member may see: their own, every one for MDB_ADMIN; by name and city. */
async function searchProjects(
  db: Queryable,
  uid: string,
  rights: RightsSubject,
  query: SearchQuery,
): Promise<SearchResult[]> {
  const text = projectSearchText(query.q);
  if (!text) return [];
  let select = db.selectFrom('mdb_projects').select(['id', 'name', 'city']).where('search_text', 'like', like(text));
  if (!isMdbAdmin(rights)) select = select.where('owner_uid', '=', uid);
  const rows = await select
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SEARCH_RESULTS_PER_CATEGORY)
    .execute();
  return rows.map((row) => ({
    category: 'projects',
    id: row.id,
    title: row.name,
    subtitle: row.city,
    link: appPaths.mdb.project(row.id),
    pictureUrl: null,
  }));
}

/** Whether this member may search the incubator's projects (MDB members: their own; MDB_ADMIN: all). */
export const maySearchProjects = (rights: RightsSubject) => hasAccessRight('mdb', rights);

/**
 * One search across the categories of spec 3.10, only what this member may see: deals need the deal-off-market
 * right and the immobilier channel; projects need MDB (a member's own, every one for MDB_ADMIN).
 */
export async function searchNetwork(
  db: Queryable,
  uid: string,
  rights: RightsSubject,
  query: SearchQuery,
  now: Date,
): Promise<SearchResponse> {
  const mayDeals = await mayFindDeals(db, uid, rights);
  const wanted = (category: SearchCategory) => !query.category || query.category === category;
  const groups: SearchResponse['groups'] = [];
  if (wanted('projects') && maySearchProjects(rights)) {
    groups.push({ category: 'projects', results: await searchProjects(db, uid, rights, query) });
  }
  if (wanted('members')) groups.push({ category: 'members', results: await searchMembers(db, uid, query) });
  if (wanted('deals') && mayDeals) groups.push({ category: 'deals', results: await searchDeals(db, query, now) });
  if (wanted('contacts')) groups.push({ category: 'contacts', results: await searchContacts(db, query, 'contacts') });
  if (wanted('trades-and-services')) {
    groups.push({
      category: 'trades-and-services',
      results: await searchContacts(db, query, 'trades-and-services'),
    });
  }
  return { groups };
}
