import { ApiRequestError, handleUnauthorized, parseAnswer, readErrorBody, type ResponseContract } from './api-client';
import { getApiToken } from './session';

/**
 * Sends a multipart form to the API with XMLHttpRequest, the one browser API that reports upload progress
 * (`onProgress` gets whole percents); resolves with the JSON answer parsed with its contract, rejects with the API's
 * error (spec 5 shape).
 */
export function sendWithProgress<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  form: FormData,
  schema: ResponseContract<T>,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    const token = getApiToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(parseAnswer(schema, body, request.status, url));
      else {
        // As every other API call: an expired session signs the member out.
        if (request.status === 401) handleUnauthorized();
        const { error, errors } = readErrorBody(body);
        reject(new ApiRequestError(error || request.statusText, request.status, errors ?? {}));
      }
    });
    request.addEventListener('error', () => reject(new ApiRequestError('Network error', 0)));
    request.send(form);
  });
}
