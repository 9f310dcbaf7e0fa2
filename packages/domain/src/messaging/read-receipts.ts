import * as z from 'zod/mini';

/** Typing and `Vu` live only in direct discussions and groups of at most this many members (issue 33). */
export const RECEIPTS_MAX_MEMBERS = 20;
/** A member's typing reaches the others at most once per this interval (the server drops the rest). */
export const TYPING_EVENT_INTERVAL_MS = 3_000;
/** A typing indicator without news for this long is dropped. */
export const TYPING_SHOWN_MS = 6_000;

/**
 * What one other member of a discussion shows of their reading and typing (the `receipts` live query's document):
 * `id` is the member's uid, `readAt` their one last-read marker, `typingAt` when they last typed (null in a
 * snapshot: typing is never stored), `date` the latest of both (the realtime lists' order).
 */
export const memberActivitySchema = z.object({
  id: z.string(),
  date: z.string(),
  readAt: z.nullable(z.string()),
  typingAt: z.nullable(z.string()),
});
export type MemberActivity = z.infer<typeof memberActivitySchema>;

/** GET/PUT /api/me/read-receipts: whether the member shows (and sees) typing and `Vu`; on by default. */
export const readReceiptsSettingSchema = z.object({ enabled: z.boolean() });
export type ReadReceiptsSetting = z.infer<typeof readReceiptsSettingSchema>;

/** Typing and `Vu` exist in a discussion of at most RECEIPTS_MAX_MEMBERS members, never in a bigger group. */
export function hasReceipts(memberCount: number): boolean {
  return memberCount <= RECEIPTS_MAX_MEMBERS;
}

/** Who has read a message up to its date: the other members whose last-read marker is at or after it. */
export function readersOf(message: { date: string }, activities: readonly MemberActivity[]): string[] {
  return activities
    .filter((activity) => activity.readAt !== null && activity.readAt >= message.date)
    .map((activity) => activity.id);
}
