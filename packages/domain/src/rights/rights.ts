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

/** Network (Mon réseau): customers who are not starter-MDB (spec 2.4, 6). */
export function canUseNetwork(user: RightsSubject): boolean {
  return user.isCustomer && !isStarterMdb(user);
}

/** Events (Mes évènements, spec 2.4 and 6): starter-MDB members have no events. */
export function canSeeEvents(user: RightsSubject): boolean {
  return !isStarterMdb(user);
}

/** The association engine (spec 2.4, 6): MDB members who are not starter-MDB. */
export function canUseAssociationEngine(user: RightsSubject): boolean {
  return hasMDB(user) && !isStarterMdb(user);
}

/**
 * The right a server route (or a live query) needs, declared on the route itself and checked by one pre-handler
 * with the rules above: the same functions the web's menu and guards use.
 */
export const ACCESS_RIGHTS = [
  /** Anyone, signed in or not (sign-in, health, a calendar feed whose URL holds its secret). */
  'public',
  /** Any signed-in member, prospects included (their own account, notifications, terms of sale). */
  'member',
  /** Customers (spec 6: the customer guard). */
  'customer',
  /** Customers who are not starter-MDB: the member network, its directory and search. */
  'network',
  /** Customers who are not starter-MDB: events and their calendar. */
  'events',
  /** Customers with MDB (the mdb formation or the admin permission). */
  'mdb',
  /** Customers with the AIR right. */
  'air',
  /** Customers with the deal-off-market right (mdb, air or admin). */
  'deals-off-market',
  /** The mdb admin permission (MDB_ADMIN). */
  'admin',
  /** Customers with MDB who are not starter-MDB: the association engine. */
  'mdb-associations',
] as const;
export type AccessRight = (typeof ACCESS_RIGHTS)[number];

/** Whether a signed-in member holds a right (`public` and `member` need only to be signed in). */
export function hasAccessRight(right: AccessRight, user: RightsSubject): boolean {
  switch (right) {
    case 'public':
    case 'member':
      return true;
    case 'customer':
      return user.isCustomer;
    case 'network':
      return canUseNetwork(user);
    case 'events':
      return user.isCustomer && canSeeEvents(user);
    case 'mdb':
      return user.isCustomer && hasMDB(user);
    case 'air':
      return user.isCustomer && hasAIR(user);
    case 'deals-off-market':
      return user.isCustomer && canSeeDealsOffMarket(user);
    case 'admin':
      return isMdbAdmin(user);
    case 'mdb-associations':
      return user.isCustomer && canUseAssociationEngine(user);
  }
}
