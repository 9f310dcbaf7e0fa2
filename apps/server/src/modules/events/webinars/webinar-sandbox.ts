import type { WebinarProvider } from '@campus/domain/events';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { createSecretToken, isoNow } from '../../../platform/tokens.js';
import {
  WebinarProviderError,
  type WebinarPerson,
  type WebinarProviderClient,
  type WebinarSeat,
} from './webinar-provider.js';

/**
 * A session or meeting id the sandbox refuses as the provider would an unknown one (404): how the demo and the tests
 * show a registration that fails.
 */
export const SANDBOX_REFUSED_PREFIX = 'refus';

/** The instance's page a sandbox registrant joins by (GET /api/webinar-sandbox/{registrantId}), on the same origin. */
export const sandboxJoinUrl = (registrantId: string) => `/api/webinar-sandbox/${registrantId}`;

/**
 * The built-in provider, standing for Livestorm or Zoom when their keys are not set: it registers people in the
 * database, gives each their own join link on the instance, counts as attended those who opened it, and refuses the
 * ids starting with SANDBOX_REFUSED_PREFIX.
 */
export function sandboxClient(db: Kysely<DB>, provider: WebinarProvider): WebinarProviderClient {
  const refuseUnknown = (webinarId: string) => {
    if (webinarId.startsWith(SANDBOX_REFUSED_PREFIX)) throw new WebinarProviderError(provider, 404);
  };
  const findPerson = (webinarId: string, email: string) =>
    db
      .selectFrom('webinar_sandbox_people')
      .select('registrant_id')
      .where('provider', '=', provider)
      .where('webinar_id', '=', webinarId)
      .where('email', '=', email)
      .executeTakeFirst();

  return {
    provider,

    async register(webinarId: string, person: WebinarPerson): Promise<WebinarSeat> {
      refuseUnknown(webinarId);
      const registrantId = createSecretToken();
      await db
        .insertInto('webinar_sandbox_people')
        .values({
          registrant_id: registrantId,
          provider,
          webinar_id: webinarId,
          email: person.email,
          firstname: person.firstname,
          joined_at: null,
          created_at: isoNow(),
        })
        .onConflict((conflict) => conflict.columns(['provider', 'webinar_id', 'email']).doNothing())
        .execute();
      const registered = await findPerson(webinarId, person.email);
      if (!registered) throw new WebinarProviderError(provider, 500);
      return { registrantId: registered.registrant_id, joinUrl: sandboxJoinUrl(registered.registrant_id) };
    },

    async unregister(webinarId: string, seat: { email: string }): Promise<void> {
      await db
        .deleteFrom('webinar_sandbox_people')
        .where('provider', '=', provider)
        .where('webinar_id', '=', webinarId)
        .where('email', '=', seat.email)
        .execute();
    },

    async attendees(webinarId: string): Promise<Set<string>> {
      refuseUnknown(webinarId);
      const rows = await db
        .selectFrom('webinar_sandbox_people')
        .select('email')
        .where('provider', '=', provider)
        .where('webinar_id', '=', webinarId)
        .where('joined_at', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.email.toLowerCase()));
    },
  };
}

/** The sandbox's room: the registrant opening their link is counted as attended. Null for an unknown link. */
export async function enterSandboxRoom(
  db: Kysely<DB>,
  registrantId: string,
): Promise<{ provider: WebinarProvider; firstname: string } | null> {
  const person = await db
    .selectFrom('webinar_sandbox_people')
    .select(['provider', 'firstname', 'joined_at'])
    .where('registrant_id', '=', registrantId)
    .executeTakeFirst();
  if (!person) return null;
  if (!person.joined_at) {
    await db
      .updateTable('webinar_sandbox_people')
      .set({ joined_at: isoNow() })
      .where('registrant_id', '=', registrantId)
      .execute();
  }
  return { provider: person.provider, firstname: person.firstname };
}
