import * as z from 'zod/mini';

/**
 * Members blocking members (issue 32). A member B who blocks A: A can no longer start a discussion with B nor put B in
 * a group, and B no longer sees what A posts in their direct discussion from then on (A is not told). B unblocks from
 * Mon profil or A's page; what A posted while blocked stays hidden from B.
 */
export const BLOCK_MESSAGES = {
  /** To A, when B blocked A: says no more than that B cannot be written to. */
  recipientUnavailable: 'Ce membre ne peut pas recevoir vos messages',
  /** To B, writing to a member B blocked. */
  unblockToWrite: 'Débloquez ce membre pour lui écrire',
  cannotBlockSelf: 'Vous ne pouvez pas vous bloquer vous-même',
  memberNotFound: 'Membre introuvable',
} as const;

/** A member the signed-in member blocked, as Mon profil lists them. */
export const blockedMemberSchema = z.object({
  uid: z.string(),
  displayName: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
  /** When the block started. */
  since: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

// GET /api/me/blocks -> the members the caller blocked, newest block first.
export const blockedMembersResponseSchema = z.object({ items: z.array(blockedMemberSchema) });
export type BlockedMembersResponse = z.infer<typeof blockedMembersResponseSchema>;

// PUT /api/members/{uid}/block -> 201 (a new block) or 200 (already blocked: the block kept, its date unchanged).
// DELETE /api/members/{uid}/block -> 204, whether or not the member was blocked.
export const blockResponseSchema = z.object({ blocked: blockedMemberSchema });
export type BlockResponse = z.infer<typeof blockResponseSchema>;
