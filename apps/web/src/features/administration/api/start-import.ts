import { importStartedSchema, type ImportStarted } from '@campus/domain/administration';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { importForm } from './import-form';

/** POST /api/admin/members/import (MDB_ADMIN): 202, the import runs as a background job followed by its id. */
export function startImport(file: File): Promise<ImportStarted> {
  return apiRequest('/admin/members/import', { method: 'POST', body: importForm(file), schema: importStartedSchema });
}

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}
