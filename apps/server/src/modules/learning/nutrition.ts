import type { NutritionItem } from '@campus/domain/learning';
import * as z from 'zod/mini';
import type { Queryable } from '../../db/schema.js';
import { requireOwnedChannel } from '../users/user-queries.js';

const detailsSchema = z.array(z.object({ heading: z.string(), items: z.array(z.string()) }));

/** GET /api/nutrition: the sport channel's programmes, recipes and sport sessions (its members only). */
export async function listNutrition(db: Queryable, uid: string, channel: 'sport'): Promise<NutritionItem[]> {
  await requireOwnedChannel(db, uid, channel);
  const rows = await db.selectFrom('nutrition_items').selectAll().orderBy('kind').orderBy('position').execute();
  return rows.map((row) => {
    const details = z.safeParse(detailsSchema, JSON.parse(row.details));
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      summary: row.summary,
      durationMinutes: row.duration_minutes,
      calories: row.calories,
      details: details.success ? details.data : [],
    };
  });
}
