import { readReceiptsSettingSchema, type ReadReceiptsSetting } from '@campus/domain/messaging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const readReceiptsQueryKey = ['read-receipts'] as const;

/** GET /api/me/read-receipts: whether the member shows (and so sees) typing and `Vu` (issue 33). */
export function getReadReceipts(signal?: AbortSignal): Promise<ReadReceiptsSetting> {
  return apiRequest('/me/read-receipts', { schema: readReceiptsSettingSchema, signal });
}

export function useReadReceipts() {
  return useQuery({ queryKey: readReceiptsQueryKey, queryFn: ({ signal }) => getReadReceipts(signal) });
}
