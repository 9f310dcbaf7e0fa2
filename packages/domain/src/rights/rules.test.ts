import { describe, expect, it } from 'vitest';
import { NO_FORMATIONS, canSeeDealsOffMarket, hasMDB, isActiveAmbassador } from './rights.js';

describe('rights', () => {
  const user = {
    isCustomer: true,
    isAmbassador: true,
    permissionAmbassador: false,
    permissions: [],
    formations: NO_FORMATIONS,
  };
  it('hasMDB is true with the mdb formation or the admin permission', () => {
    expect(hasMDB(user)).toBe(false);
    expect(hasMDB({ ...user, formations: { ...NO_FORMATIONS, mdb: true } })).toBe(true);
    expect(hasMDB({ ...user, permissions: ['MDB_ADMIN'] })).toBe(true);
  });
  it('deal-off-market is open to mdb, air or admin', () => {
    expect(canSeeDealsOffMarket(user)).toBe(false);
    expect(canSeeDealsOffMarket({ ...user, formations: { ...NO_FORMATIONS, air: true } })).toBe(true);
  });
  it('an ambassador needs isAmbassador with permissionAmbassador', () => {
    expect(isActiveAmbassador(user)).toBe(false);
    expect(isActiveAmbassador({ ...user, permissionAmbassador: true })).toBe(true);
  });
});
