export const MDB_ADMIN = 'MDB_ADMIN';

export interface Formations {
  air: boolean;
  mdb: boolean;
  sport: boolean;
  starter_mdb: boolean;
}
export const NO_FORMATIONS: Formations = { air: false, mdb: false, sport: false, starter_mdb: false };

/** What the rights of spec section 6 are computed from. */
export interface RightsSubject {
  isCustomer: boolean;
  isAmbassador: boolean;
  permissionAmbassador: boolean;
  permissions: readonly string[];
  formations: Formations;
}

/** The mdb admin permission gives mdb access and admin. */
export function isMdbAdmin(user: RightsSubject): boolean {
  return user.permissions.includes(MDB_ADMIN);
}

/** hasMDB: true with the mdb formation or the admin permission. */
export function hasMDB(user: RightsSubject): boolean {
  return user.formations.mdb || isMdbAdmin(user);
}

/** starter-MDB: a limited MDB with no network, no events and no association engine. */
export function isStarterMdb(user: RightsSubject): boolean {
  return user.formations.starter_mdb;
}

/** AIR: the ambassadors right. */
export function hasAIR(user: RightsSubject): boolean {
  return user.formations.air;
}

/** Deal-off-market: open to mdb, air or admin. */
export function canSeeDealsOffMarket(user: RightsSubject): boolean {
  return user.formations.mdb || user.formations.air || isMdbAdmin(user);
}

/** Ambassador: isAmbassador with permissionAmbassador. */
export function isActiveAmbassador(user: RightsSubject): boolean {
  return user.isAmbassador && user.permissionAmbassador;
}
