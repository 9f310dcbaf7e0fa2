import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  MEMBER_SEARCH_LIMIT,
  memberSearchText,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  memberSearchResultSchema,
} from './member-search-contracts.js';

describe('member search query', () => {
  it('is trimmed and needs a channel of spec 1', () => {
    expect(z.parse(memberSearchQuerySchema, { q: '  Sophie ', channel: 'immobilier' })).toEqual({
      q: 'Sophie',
      channel: 'immobilier',
    });
    expect(z.safeParse(memberSearchQuerySchema, { q: 'Sophie', channel: 'cuisine' }).success).toBe(false);
  });

  it('refuses a blank or too long text, in French', () => {
    const blank = z.safeParse(memberSearchQuerySchema, { q: '   ', channel: 'immobilier' });
    expect(blank.error?.issues[0]?.message).toBe('Ce champs est obligatoire');
    const long = z.safeParse(memberSearchQuerySchema, { q: 'a'.repeat(101), channel: 'immobilier' });
    expect(long.error?.issues[0]?.message).toBe('Cette valeur doit contenir au plus 100 caractères');
  });
});

describe('member search text', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(foldForSearch('  Émilie   ROUSSEAU ')).toBe('emilie rousseau');
    expect(foldForSearch('François Lefèvre-Noël')).toBe('francois lefevre-noel');
    expect(foldForSearch('ÇA\tVA')).toBe('ca va');
  });

  it('holds the display name, then "Firstname Lastname", on separate lines', () => {
    expect(memberSearchText({ displayName: 'Mimi', firstname: 'Émilie', lastname: 'Rousseau' })).toBe(
      'mimi\nemilie rousseau',
    );
    expect(memberSearchText({ displayName: null, firstname: 'Émilie', lastname: 'Rousseau' })).toBe('emilie rousseau');
    expect(memberSearchText({ displayName: ' ', firstname: null, lastname: 'Rousseau' })).toBe('rousseau');
  });
});

describe('member search response', () => {
  it('holds public fields only, at most 20 members', () => {
    const member = { uid: 'u1', displayName: 'Sophie Bernard', pictureUrl: null, email: 'x@campus.test' };
    expect(z.parse(memberSearchResultSchema, member)).toEqual({
      uid: 'u1',
      displayName: 'Sophie Bernard',
      pictureUrl: null,
    });
    const many = Array.from({ length: MEMBER_SEARCH_LIMIT + 1 }, () => member);
    expect(z.safeParse(memberSearchResponseSchema, { users: many }).success).toBe(false);
  });
});
