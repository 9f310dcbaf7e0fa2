import type { AuditQuery } from '@campus/domain/administration';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The name the server gives the export (`journal-administration-YYYY-MM-DD.csv`), for the saved file. */
const exportFileName = (now: Date) => `journal-administration-${now.toISOString().slice(0, 10)}.csv`;

/** GET /api/admin/audit/export (MDB_ADMIN): every entry of the journal matching the filters, as a CSV file. */
export function exportAudit(query: Omit<AuditQuery, 'cursor'>): Promise<Blob> {
  return apiRequest('/admin/audit/export', { query, answer: 'file' });
}

/** Downloads the filtered journal as CSV (`;`, UTF-8 with a BOM, as French Excel reads it). */
export function useExportAudit() {
  return useMutation({
    mutationFn: exportAudit,
    onSuccess: (file) => saveFile(file, exportFileName(new Date())),
  });
}
