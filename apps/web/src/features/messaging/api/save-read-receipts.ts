import { readReceiptsSettingSchema, type ReadReceiptsSetting } from '@campus/domain/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readReceiptsQueryKey } from './get-read-receipts';

/** PUT /api/me/read-receipts: answers the switch as now stored. */
export function saveReadReceipts(setting: ReadReceiptsSetting): Promise<ReadReceiptsSetting> {
  return apiRequest('/me/read-receipts', { method: 'PUT', body: setting, schema: readReceiptsSettingSchema });
}

export function useSaveReadReceipts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReadReceipts,
    onSuccess: (setting) => queryClient.setQueryData(readReceiptsQueryKey, setting),
  });
}
