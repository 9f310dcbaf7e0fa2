import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { VIOLATION_MESSAGES, violationsFromIssues } from '../shared/violations.js';
import { appPaths } from '../navigation/paths.js';
import { auditQuerySchema } from './audit-contracts.js';
import { inviteMemberRequestSchema, membersQuerySchema, updateMemberRequestSchema } from './members-contracts.js';

const NO_FORMATIONS = { air: false, mdb: false, sport: false, starter_mdb: false };

describe('the administration contracts', () => {
  it('an invitation needs an e-mail, both names, the formations, channels and the customer flag', () => {
    const result = z.safeParse(inviteMemberRequestSchema, { email: 'pas-un-email', firstname: ' ' });
    expect(violationsFromIssues(result.error?.issues ?? [])).toMatchObject({
      email: [VIOLATION_MESSAGES.email],
      firstname: [VIOLATION_MESSAGES.notBlank],
      lastname: [VIOLATION_MESSAGES.notBlank],
      formations: [VIOLATION_MESSAGES.notBlank],
      isCustomer: [VIOLATION_MESSAGES.notBlank],
    });
  });

  it('an invitation lower-cases the e-mail and refuses an unknown channel', () => {
    const valid = z.parse(inviteMemberRequestSchema, {
      email: ' Lea@Exemple.FR ',
      firstname: 'Léa',
      lastname: 'Martin',
      formations: { ...NO_FORMATIONS, air: true },
      channels: ['immobilier'],
      isCustomer: true,
    });
    expect(valid.email).toBe('lea@exemple.fr');
    const result = z.safeParse(inviteMemberRequestSchema, { ...valid, channels: ['cuisine'] });
    expect(violationsFromIssues(result.error?.issues ?? [])).toEqual({ 'channels.0': [VIOLATION_MESSAGES.choice] });
  });

  it('an admin sets a member active or deactivated, never invited', () => {
    expect(z.safeParse(updateMemberRequestSchema, { status: 'deactivated' }).success).toBe(true);
    expect(z.safeParse(updateMemberRequestSchema, { status: 'invited' }).success).toBe(false);
  });

  it('the member list is sorted by name unless asked otherwise', () => {
    expect(z.parse(membersQuerySchema, {}).sort).toBe('name');
    expect(z.safeParse(membersQuerySchema, { sort: 'age' }).success).toBe(false);
  });

  it('the journal filters by day or instant', () => {
    expect(z.safeParse(auditQuerySchema, { from: '2026-01-31', to: '2026-02-01T10:00:00.000Z' }).success).toBe(true);
    const result = z.safeParse(auditQuerySchema, { from: '31/01/2026' });
    expect(violationsFromIssues(result.error?.issues ?? [])).toEqual({ from: [VIOLATION_MESSAGES.date] });
  });

  it("a member's administration page is under /administration/membres", () => {
    expect(appPaths.administration.member('a/b')).toBe('/administration/membres/a%2Fb');
  });
});
