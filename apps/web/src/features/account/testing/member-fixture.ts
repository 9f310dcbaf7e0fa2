import type { MeResponse } from '@campus/domain/account';

/** A signed-in customer as GET /api/me describes them, for tests; override what a test is about. */
export function memberFixture(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    uid: 'u-mdb',
    email: 'mdb@campus.test',
    displayName: 'Camille Durand',
    firstname: 'Camille',
    lastname: 'Durand',
    phoneNumber: null,
    pictureUrl: null,
    lms: { token: null, courseSite: false },
    channels: [
      { slug: 'immobilier', name: 'Immobilier' },
      { slug: 'entrepreneuriat', name: 'Business' },
      { slug: 'finance', name: 'Finance' },
      { slug: 'base', name: 'Fondamentaux' },
    ],
    userChannels: ['base', 'immobilier', 'entrepreneuriat', 'finance'],
    points: 120,
    levels: {
      immobilier: [
        { level: 1, completed: true },
        { level: 2, completed: false },
        { level: 3, completed: false },
      ],
    },
    permissions: [],
    isCustomer: true,
    isAmbassador: true,
    permissionAmbassador: true,
    isYAM: false,
    neededRefreshCgv: false,
    formations: { air: true, mdb: true, sport: false, starter_mdb: false },
    scenario: null,
    address: { line1: null, postale_code: null, city: null, country: 'FR', company: null },
    lastSignIn: '2026-11-20T08:30:00.000Z',
    tourSeen: true,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
