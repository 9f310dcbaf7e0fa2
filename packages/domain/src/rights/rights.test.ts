import { describe, expect, it } from 'vitest';
import {
  ACCESS_RIGHTS,
  NO_FORMATIONS,
  canSeeEvents,
  canUseNetwork,
  hasAccessRight,
  type RightsSubject,
} from './rights.js';

const member = (overrides: Partial<RightsSubject> = {}, formations: Partial<RightsSubject['formations']> = {}) => ({
  isCustomer: true,
  isAmbassador: false,
  permissionAmbassador: false,
  permissions: [],
  ...overrides,
  formations: { ...NO_FORMATIONS, ...formations },
});

const prospect = member({ isCustomer: false }, { air: true, mdb: true });
const starter = member({}, { mdb: true, starter_mdb: true });
const air = member({}, { air: true });
const admin = member({ permissions: ['MDB_ADMIN'] });

describe('rights of the server routes (spec 6)', () => {
  it('starter-MDB members have no events and no network', () => {
    expect(canSeeEvents(starter)).toBe(false);
    expect(canUseNetwork(starter)).toBe(false);
    expect(canSeeEvents(air)).toBe(true);
    expect(canUseNetwork(air)).toBe(true);
  });

  it('a prospect holds no customer right, whatever its formations', () => {
    for (const right of ACCESS_RIGHTS) {
      expect(hasAccessRight(right, prospect), right).toBe(right === 'public' || right === 'member');
    }
  });

  it('the MDB right comes with the mdb formation or the admin permission', () => {
    expect(hasAccessRight('mdb', member({}, { mdb: true }))).toBe(true);
    expect(hasAccessRight('mdb', admin)).toBe(true);
    expect(hasAccessRight('mdb', air)).toBe(false);
  });

  it('deals off market are open to mdb, air or admin; AIR to air only; admin to MDB_ADMIN only', () => {
    expect(
      [air, admin, member({}, { mdb: true }), member()].map((user) => hasAccessRight('deals-off-market', user)),
    ).toEqual([true, true, true, false]);
    expect(hasAccessRight('air', air)).toBe(true);
    expect(hasAccessRight('air', admin)).toBe(false);
    expect(hasAccessRight('admin', admin)).toBe(true);
    expect(hasAccessRight('admin', member({}, { mdb: true }))).toBe(false);
  });
});
