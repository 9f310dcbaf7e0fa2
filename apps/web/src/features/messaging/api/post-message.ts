import { postMessageResponseSchema, type PostMessageResponse } from '@campus/domain/messaging';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { getRealtimeClient } from '../../../lib/realtime/realtime';
import { RealtimeRefusalError, type RealtimeClient } from '../../../lib/realtime/realtime-client';

/** The server shed the post (503): HTTP retries it after its Retry-After (lib/api-client.ts). */
const OVERLOADED = 503;

/**
 * Posts a message over the tab's realtime socket (one frame, answered once the message is committed), else over
 * POST /api/discussions/{id}/messages: when the socket is not connected, was lost before the answer, gave none in
 * time, or was shed. Both carry the same Idempotency-Key, so a message the socket did commit is posted once: the
 * route then answers that message (as after a load balancer's retry when an instance died).
 */
export async function postMessage(
  discussionId: string,
  text: string,
  realtime: Pick<RealtimeClient, 'post'> = getRealtimeClient(),
): Promise<PostMessageResponse> {
  const key = newIdempotencyKey();
  try {
    return { message: await realtime.post(discussionId, text, key) };
  } catch (error) {
    if (error instanceof RealtimeRefusalError && error.status !== OVERLOADED) {
      throw new ApiRequestError(error.body.error, error.status, error.body.errors);
    }
  }
  return apiRequest(`/discussions/${encodeURIComponent(discussionId)}/messages`, {
    method: 'POST',
    body: { text },
    headers: { 'Idempotency-Key': key },
    schema: postMessageResponseSchema,
  });
}
