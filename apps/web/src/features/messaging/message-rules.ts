import { messageTextSchema } from '@campus/domain/messaging';
import * as z from 'zod/mini';

/** Why a message may not be posted (spec 5, the domain's French errors), or null when it may. */
export function messageTextError(text: string): string | null {
  const result = z.safeParse(messageTextSchema, text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
