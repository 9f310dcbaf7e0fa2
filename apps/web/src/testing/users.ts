import type { MeResponse } from '@campus/domain/account';
import { NO_FORMATIONS } from '@campus/domain/rights';

/** A signed-in member for tests: a customer on immobilier unless told otherwise. */
export function makeUser(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    uid: 'uid-claire',
    email: 'claire.martin@campus.test',
    displayName: 'Claire Martin',
    firstname: 'Claire',
    lastname: 'Martin',
    phoneNumber: null,
    pictureUrl: null,
    lms: { token: null, courseSite: false },
    channels: [],
    userChannels: ['immobilier'],
    points: 0,
    levels: {},
    permissions: [],
    isCustomer: true,
    isAmbassador: false,
    permissionAmbassador: false,
    isYAM: false,
    neededRefreshCgv: false,
    formations: NO_FORMATIONS,
    scenario: null,
    address: { line1: null, postale_code: null, city: null, country: 'FR', company: null },
    lastSignIn: null,
    tourSeen: true,
    createdAt: '2025-09-01T08:00:00.000Z',
    ...overrides,
  };
}
