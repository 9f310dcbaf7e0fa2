import { dataExportStatusSchema, type DataExportStatus } from '@campus/domain/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const dataExportQueryKey = ['data-export'] as const;
/** While the export is prepared, the page asks again this often (the mail and the notification tell too). */
const PREPARING_POLL_MS = 3000;

/** GET /api/me/data-export: the member's latest export and its state. */
export function getDataExport(): Promise<DataExportStatus> {
  return apiRequest('/me/data-export', { schema: dataExportStatusSchema });
}

export function useDataExport() {
  return useQuery(
    queryOptions({
      queryKey: dataExportQueryKey,
      queryFn: getDataExport,
      refetchInterval: (query) => (query.state.data?.state === 'preparing' ? PREPARING_POLL_MS : false),
    }),
  );
}

/** POST /api/me/data-export: starts the preparation (409 while one is under way). */
export function requestDataExport(): Promise<DataExportStatus> {
  return apiRequest('/me/data-export', { method: 'POST', schema: dataExportStatusSchema });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (status) => queryClient.setQueryData(dataExportQueryKey, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportQueryKey }),
  });
}

/** GET /api/me/data-export/download[?token=]: the zip, saved by the browser (the mail's link brings its token). */
export async function downloadDataExport({ token, fileName }: { token: string | null; fileName: string }) {
  const file = await apiRequest('/me/data-export/download', {
    query: { token },
    headers: { Accept: 'application/zip' },
    answer: 'file',
  });
  saveFile(file, fileName);
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport });
}
