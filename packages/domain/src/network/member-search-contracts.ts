import * as z from 'zod/mini';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import { VIOLATION_MESSAGES } from '../shared/violations.js';

/** A search answers at most this many members. */
export const MEMBER_SEARCH_LIMIT = 20;
/** The longest search text. */
export const MEMBER_SEARCH_MAX_LENGTH = 100;

/**
 * Members are found whatever the case and the accents typed: `Émilie  ROUSSEAU` and `emilie rousseau` are the same
 * search text (lower case, accents dropped, single spaces).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * What a member is found by, folded: the display name (when there is one) on a first line, "Firstname Lastname" on
 * the next; a search text never holds a line break, so it never matches across the two.
 */
export function memberSearchText(member: {
  displayName: string | null;
  firstname: string | null;
  lastname: string | null;
}): string {
  const fullName = foldForSearch(`${member.firstname ?? ''} ${member.lastname ?? ''}`);
  const displayName = foldForSearch(member.displayName ?? '');
  return displayName ? `${displayName}\n${fullName}` : fullName;
}

// GET /api/users?q=&channel= -> MemberSearchResponse: customers of the channel (the caller's) whose name matches.
export const memberSearchQuerySchema = z.object({
  q: z
    .string(VIOLATION_MESSAGES.notBlank)
    .check(
      z.trim(),
      z.minLength(1, VIOLATION_MESSAGES.notBlank),
      z.maxLength(MEMBER_SEARCH_MAX_LENGTH, VIOLATION_MESSAGES.maxLength(MEMBER_SEARCH_MAX_LENGTH)),
    ),
  channel: channelSlugSchema,
});
export type MemberSearchQuery = z.input<typeof memberSearchQuerySchema>;

/** What a search shows of a member: public fields only (no e-mail, phone or address). */
export const memberSearchResultSchema = z.object({
  uid: z.string(),
  displayName: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;

export const memberSearchResponseSchema = z.object({
  users: z.array(memberSearchResultSchema).check(z.maxLength(MEMBER_SEARCH_LIMIT)),
});
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;
