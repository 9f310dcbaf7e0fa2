import type { CgvNeedRefreshResponse } from '@campus/domain/account';
import type { Queryable } from '../../db/schema.js';
import { isoNow } from '../../platform/tokens.js';

export interface CurrentTerms {
  version: string;
  publishedAt: string;
  effectiveAt: string;
}

/** The terms of sale in force: the latest version already published. */
export async function findCurrentTerms(db: Queryable): Promise<CurrentTerms | null> {
  const row = await db
    .selectFrom('terms_of_sale')
    .select(['version', 'published_at', 'effective_at'])
    .where('published_at', '<=', isoNow())
    .orderBy('published_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { version: row.version, publishedAt: row.published_at, effectiveAt: row.effective_at } : null;
}

/** A member must confirm the terms when the version in force is not the one they accepted. */
export function needsTermsRefresh(acceptedVersion: string | null, current: CurrentTerms | null): boolean {
  return current !== null && acceptedVersion !== current.version;
}

export async function termsStatusOf(db: Queryable, uid: string): Promise<CgvNeedRefreshResponse> {
  const [current, user] = await Promise.all([
    findCurrentTerms(db),
    db.selectFrom('users').select('cgv_accepted_version').where('uid', '=', uid).executeTakeFirst(),
  ]);
  return { needRefresh: needsTermsRefresh(user?.cgv_accepted_version ?? null, current), terms: current };
}

/** Records acceptance of the version in force (a refusal records nothing). */
export async function acceptCurrentTerms(db: Queryable, uid: string, isAccepted: boolean): Promise<void> {
  if (!isAccepted) return;
  const current = await findCurrentTerms(db);
  if (!current) return;
  await db
    .updateTable('users')
    .set({ cgv_accepted_version: current.version, updated_at: isoNow() })
    .where('uid', '=', uid)
    .execute();
}
