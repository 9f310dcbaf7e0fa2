import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { ADMINISTRATION_QUERY_KEY } from './administration-query-keys';

/** GET /api/admin/members/{uid}/data-export (MDB_ADMIN): the member's data as a zip, journaled (issue 32). */
export function exportMemberData(uid: string): Promise<Blob> {
  return apiRequest(`/admin/members/${encodeURIComponent(uid)}/data-export`, {
    headers: { Accept: 'application/zip' },
    answer: 'file',
  });
}

export function useExportMemberData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportMemberData,
    onSuccess: (file, uid) => saveFile(file, `campus-donnees-${uid}.zip`),
    // The journal holds the export now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMINISTRATION_QUERY_KEY }),
  });
}
