import { apiRequest } from './api-client';

/**
 * The spec's error reporting service (spec 8): a failed realtime action is sent to
 * `POST /api/client-errors`, logged on the server with the action name as prefix. Never throws.
 */
export function reportClientError(action: string, error: unknown): void {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const details = error instanceof Error && error.stack ? error.stack.slice(0, 10_000) : undefined;
  apiRequest('/client-errors', { method: 'POST', body: { action, message, details }, answer: 'no-content' }).catch(
    () => undefined,
  );
}
