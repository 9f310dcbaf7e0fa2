import type { AuditEntry, MemberDetail, MemberSummary } from '@campus/domain/administration';

/** A member as the admin list shows them, for tests; override what a test is about. */
export function memberSummary(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return {
    uid: 'u-lea',
    email: 'lea.martin@exemple.fr',
    firstname: 'Léa',
    lastname: 'Martin',
    name: 'Léa Martin',
    status: 'active',
    isCustomer: true,
    formations: { air: true, mdb: false, sport: false, starter_mdb: false },
    channels: ['immobilier', 'entrepreneuriat'],
    permissions: [],
    roles: { ambassador: null, mentor: false, coach: false },
    createdAt: '2026-01-05T09:00:00.000Z',
    // 09h30 in Paris (winter time).
    lastSignInAt: '2026-11-20T08:30:00.000Z',
    ...overrides,
  };
}

/** A member's page as GET /api/admin/members/{uid} describes it. */
export function memberDetail(overrides: Partial<MemberDetail> = {}): MemberDetail {
  return {
    ...memberSummary(),
    previousSignInAt: '2026-11-18T17:00:00.000Z',
    deactivatedAt: null,
    closureDueAt: null,
    closedAt: null,
    invitation: {
      state: 'accepted',
      sentAt: '2026-01-05T09:00:00.000Z',
      expiresAt: '2026-01-12T09:00:00.000Z',
    },
    invoiceCount: 3,
    contractCount: 1,
    links: { billing: '/mdb/admin/facturation?membre=u-lea' },
    ...overrides,
  };
}

/** An entry of the audit journal, for tests; override what a test is about. */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a1',
    at: '2026-11-21T10:00:00.000Z',
    actorUid: 'u-admin',
    actorName: 'Alice Admin',
    action: 'member.updated',
    targetUid: 'u-lea',
    targetName: 'Léa Martin',
    subject: null,
    before: { isCustomer: false },
    after: { isCustomer: true },
    ...overrides,
  };
}
