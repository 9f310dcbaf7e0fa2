import type { EducationalContentsTable, Queryable } from '../db/schema.js';
import { DEMO_ACCOUNTS, OTHER_MEMBERS } from './demo-members.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Brainstorming workshops: two validated ones to come (one joined by mdb@), one awaiting the admin's validation. */
export async function seedDemoWorkshops(db: Queryable, now: Date): Promise<boolean> {
  const existing = await db.selectFrom('educational_contents').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const at = (days: number, hour: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour)).toISOString();
  const created = new Date(now.getTime() - 5 * DAY_MS).toISOString();
  const author = OTHER_MEMBERS[0]?.uid ?? DEMO_ACCOUNTS.admin.uid;
  const rows: EducationalContentsTable[] = [
    {
      id: 'demo-workshop-01',
      channel: 'immobilier',
      title: 'Brainstorming : trouver des biens hors marché',
      description: 'Notaires, successions, réseaux locaux : mettons en commun nos meilleures sources.',
      starts_at: at(9, 17),
      status: 'VALIDATED',
      author_id: author,
      created_at: created,
      updated_at: created,
    },
    {
      id: 'demo-workshop-02',
      channel: 'entrepreneuriat',
      title: 'Brainstorming : fixer le prix de sa première offre',
      description: 'Chacun présente son offre en deux minutes, le groupe challenge le prix.',
      starts_at: at(16, 18),
      status: 'VALIDATED',
      author_id: DEMO_ACCOUNTS.mdb.uid,
      created_at: created,
      updated_at: created,
    },
    {
      id: 'demo-workshop-03',
      channel: 'immobilier',
      title: 'Brainstorming : négocier les travaux avec les artisans',
      description: 'Devis, planning et pénalités de retard : partageons nos méthodes.',
      starts_at: at(23, 17),
      status: 'PENDING',
      author_id: DEMO_ACCOUNTS.air.uid,
      created_at: created,
      updated_at: created,
    },
  ];
  await db.insertInto('educational_contents').values(rows).execute();
  await db
    .insertInto('educational_content_members')
    .values({ content_id: 'demo-workshop-01', uid: DEMO_ACCOUNTS.mdb.uid, joined_at: created })
    .execute();
  return true;
}
