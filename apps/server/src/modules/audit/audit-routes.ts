import { auditQuerySchema, type AuditPage } from '@campus/domain/administration';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { access } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { parseInput } from '../../platform/errors.js';
import { auditCsv, auditCsvFileName } from './audit-export.js';
import { auditFilterOf, listAuditEntries } from './audit-journal.js';

/** The one audit journal of admin actions (architecture 4.12, decision 0015), read and exported by MDB_ADMIN. */
export function auditRoutes(app: FastifyInstance): void {
  app.get('/admin/audit', access('admin'), (request): Promise<AuditPage> =>
    listAuditEntries(app.db, parseInput(auditQuerySchema, request.query)),
  );

  app.get('/admin/audit/export', access('admin'), (request, reply) => {
    // The filters are checked before the first byte: a bad one answers 400, not a broken download.
    const filter = auditFilterOf(parseInput(auditQuerySchema, request.query));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(auditCsvFileName(new Date())))
      .header('cache-control', 'private, no-store')
      .send(Readable.from(auditCsv(app.db, filter)));
  });
}
