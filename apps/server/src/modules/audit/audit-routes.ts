import { auditQuerySchema, type AuditPage } from '@campus/domain/administration';
import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { parseInput } from '../../platform/errors.js';
import { exportAuditCsv, listAuditEntries } from './audit-journal.js';

/** The one audit journal (MDB_ADMIN, decision 0015): filtered pages, and the same as CSV. */
export function auditRoutes(app: FastifyInstance): void {
  app.get('/admin/audit', access('admin'), (request): Promise<AuditPage> =>
    listAuditEntries(app.db, parseInput(auditQuerySchema, request.query)),
  );

  app.get('/admin/audit/export', access('admin'), async (request, reply) => {
    const filter = parseInput(auditQuerySchema, request.query);
    const csv = await exportAuditCsv(app.db, filter);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('journal-audit.csv'))
      .send(csv);
  });
}
