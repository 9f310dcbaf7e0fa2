import type { Queryable } from '../../db/schema.js';
import { createId } from '../../platform/tokens.js';

/** A change of a project's state or audit status, kept in its history with who made it. */
export interface Change {
  field: 'state' | 'auditStatus';
  from: string | null;
  to: string;
}

export async function recordChanges(
  db: Queryable,
  projectId: string,
  actorUid: string,
  changes: readonly Change[],
  note: string | null,
  at: string,
): Promise<void> {
  for (const change of changes) {
    await db
      .insertInto('mdb_project_changes')
      .values({
        id: createId(),
        project_id: projectId,
        actor_uid: actorUid,
        field: change.field,
        from_value: change.from,
        to_value: change.to,
        note,
        created_at: at,
      })
      .execute();
  }
}
