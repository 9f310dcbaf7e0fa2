import * as z from 'zod/mini';
import { AUTH_MESSAGES, apiErrorSchema, meResponseSchema, type MeResponse } from '@campus/domain/account';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiRequestError } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/auth/me';
import { getApiToken } from '../../../lib/session';

export const PICTURE_FIELD = 'picture';

function errorOf(request: XMLHttpRequest): ApiRequestError {
  let body: unknown = null;
  try {
    body = JSON.parse(request.responseText);
  } catch {
    // A proxy may refuse a large body with an HTML page: the status still tells what happened.
  }
  const parsed = z.safeParse(z.partial(apiErrorSchema), body);
  if (parsed.success && parsed.data.error) {
    return new ApiRequestError(parsed.data.error, request.status, parsed.data.errors ?? {});
  }
  if (request.status === 413) {
    return new ApiRequestError(AUTH_MESSAGES.tooLarge, 413, { [PICTURE_FIELD]: [VIOLATION_MESSAGES.uploadsSize] });
  }
  return new ApiRequestError(request.statusText || `HTTP ${request.status}`, request.status);
}

/**
 * PUT /api/me/picture (multipart field `picture`). Sent with XMLHttpRequest, the one browser API
 * that reports upload progress; answers with the member as now stored.
 */
export function uploadPicture(file: File, onProgress: (percent: number) => void): Promise<MeResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `${API_BASE}/me/picture`);
    request.setRequestHeader('Accept', 'application/json');
    const token = getApiToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiRequestError('Network error', 0));
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) return reject(errorOf(request));
      try {
        resolve(meResponseSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(new ApiRequestError('Unexpected answer from /api/me/picture', request.status, {}, { cause: error }));
      }
    };
    const body = new FormData();
    body.append(PICTURE_FIELD, file);
    request.send(body);
  });
}

export function useUploadPicture(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPicture(file, onProgress),
    onSuccess: (member) => queryClient.setQueryData(ME_QUERY_KEY, member),
  });
}
