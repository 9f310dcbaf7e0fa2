import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './connection.js';
import * as foundation from './migrations/0001-foundation.js';
import * as messaging from './migrations/0002-messaging.js';
import * as events from './migrations/0003-events.js';
import * as memberSearch from './migrations/0004-member-search.js';
import * as billing from './migrations/0005-billing.js';
import * as contracts from './migrations/0006-contracts.js';
import * as incubator from './migrations/0007-incubator.js';
import * as learning from './migrations/0008-learning.js';
import * as network from './migrations/0009-network.js';
import * as guidedTour from './migrations/0011-guided-tour.js';
import * as contentAuthoring from './migrations/0012-content-authoring.js';
import * as backgroundJobs from './migrations/0013-background-jobs.js';
import * as messageIdempotency from './migrations/0014-message-idempotency.js';
import * as membersAdministration from './migrations/0015-members-administration.js';
import * as jobProgress from './migrations/0016-job-progress.js';
import * as discussionOrder from './migrations/0017-discussion-order.js';
import * as shop from './migrations/0018-shop.js';
import * as mediaKeys from './migrations/0019-media-keys.js';
import * as dataExports from './migrations/0020-data-exports.js';
import * as accountClosure from './migrations/0021-account-closure.js';
import * as dealPhotoPaths from './migrations/0022-deal-photo-paths.js';
import * as memberBlocks from './migrations/0023-member-blocks.js';
import * as moderation from './migrations/0024-moderation.js';
import * as notificationPreferences from './migrations/0025-notification-preferences.js';
import * as readReceipts from './migrations/0026-read-receipts.js';
import * as webPush from './migrations/0027-web-push.js';
import * as webinarRegistrations from './migrations/0028-webinar-registrations.js';
import type { DB } from './schema.js';

/** Migrations listed in code, so they run the same from TypeScript sources, tests and builds. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-messaging': messaging,
  '0003-events': events,
  '0004-member-search': memberSearch,
  '0005-billing': billing,
  '0006-contracts': contracts,
  '0007-incubator': incubator,
  '0008-learning': learning,
  '0009-network': network,
  '0011-guided-tour': guidedTour,
  '0012-content-authoring': contentAuthoring,
  '0013-background-jobs': backgroundJobs,
  '0014-message-idempotency': messageIdempotency,
  '0015-members-administration': membersAdministration,
  '0016-job-progress': jobProgress,
  '0017-discussion-order': discussionOrder,
  '0018-shop': shop,
  '0019-media-keys': mediaKeys,
  '0020-data-exports': dataExports,
  '0021-account-closure': accountClosure,
  '0022-deal-photo-paths': dealPhotoPaths,
  '0023-member-blocks': memberBlocks,
  '0024-moderation': moderation,
  '0025-notification-preferences': notificationPreferences,
  '0026-read-receipts': readReceipts,
  '0027-web-push': webPush,
  '0028-webinar-registrations': webinarRegistrations,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** On PostgreSQL the bookkeeping tables live in the connection's own schema, never in another one it can see. */
async function migrationTableSchema(db: Kysely<DB>, dialect: Dialect): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Brings the schema to the latest version; Kysely's lock keeps concurrent instances safe. */
export async function migrateToLatest(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  const schema = await migrationTableSchema(db, dialect);
  const migrator = new Migrator({ db, provider, ...(schema && { migrationTableSchema: schema }) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const what = failed ? `La migration ${failed.migrationName}` : 'La migration de la base';
    throw new Error(`${what} a échoué`, { cause: error });
  }
}
