import { dataExportDownloadQuerySchema, type DataExportStatus } from '@campus/domain/account';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { access, currentMember } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { parseInput } from '../../platform/errors.js';
import { dataExportStatus, exportFileName, exportFilePath, findDownload, requestDataExport } from './data-export.js';

/**
 * The member's copy of their data (issue 32), under /api/me: its state, the request (202; 409 while one is in
 * preparation), the zip. Each route is the caller's own export: another member's never answers.
 */
export function dataExportRoutes(app: FastifyInstance): void {
  app.get('/me/data-export', access('member'), (request): Promise<DataExportStatus> =>
    dataExportStatus(app.db, currentMember(request).uid),
  );

  app.post('/me/data-export', access('member'), async (request, reply): Promise<DataExportStatus> => {
    const { uid } = currentMember(request);
    const status = await requestDataExport(app, uid);
    request.log.info({ member: uid }, 'data export requested');
    reply.code(202);
    return status;
  });

  app.get('/me/data-export/download', access('member'), async (request, reply) => {
    const { token } = parseInput(dataExportDownloadQuerySchema, request.query);
    const ready = await findDownload(app.db, currentMember(request).uid, token);
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition(exportFileName(ready.readyAt)))
      .header('cache-control', 'private, no-store')
      .send(createReadStream(exportFilePath(app.config.dataDir, ready.id)));
  });
}
