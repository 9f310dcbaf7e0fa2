import type { FastifyInstance } from 'fastify';
import { purgeExpiredAuthTokens } from '../../platform/auth.js';
import { purgeOldMail } from '../../platform/mail.js';
import { purgeStaleLoginFailures } from '../auth/login-throttle.js';
import { purgeSpentPasswordResets } from '../auth/password-reset.js';
import { purgeExpiredDataExports } from '../data-export/data-export.js';
import { purgeExpiredMediaKeys } from '../learning/media-keys.js';

export const PURGE_EXPIRED_JOB = 'purge-expired';

/**
 * Every hour (CRON_PURGE), the rows that only pile up go: expired sign-in tokens, reset links used or expired, login
 * failures past the throttle's window, expired media keys, expired data exports (rows and zips), mails past their
 * 30 days in the outbox. Each is useless once past its time; nothing a member or the
 * law needs is touched. The report counts what went.
 */
export function definePurgeExpired(app: FastifyInstance): void {
  app.jobs.define(PURGE_EXPIRED_JOB, async () => {
    const now = new Date();
    return {
      authTokens: await purgeExpiredAuthTokens(app.db, now),
      passwordResets: await purgeSpentPasswordResets(app.db, now),
      loginFailures: await purgeStaleLoginFailures(app.db, now),
      mediaKeys: await purgeExpiredMediaKeys(app.db, now),
      mails: await purgeOldMail(app.db, now),
      dataExports: await purgeExpiredDataExports(app, now),
    };
  });
  app.jobs.schedule(PURGE_EXPIRED_JOB, app.config.schedules.purge);
}
