import { importPreviewSchema, type ImportPreview } from '@campus/domain/administration';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { importForm } from './import-form';

/** POST /api/admin/members/import?dryRun=1 (MDB_ADMIN): the file's lines read and checked, nothing written. */
export function previewImport(file: File): Promise<ImportPreview> {
  return apiRequest('/admin/members/import', {
    method: 'POST',
    query: { dryRun: '1' },
    body: importForm(file),
    schema: importPreviewSchema,
  });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
