import { describe, expect, it } from 'vitest';
import { guardRedirect, isPublicPath, loginRedirectPath, normalisePath, safeFromPath } from './guards.js';
import { NO_FORMATIONS, type RightsSubject } from '../rights/rights.js';
import { CUSTOMER_SUBJECT } from '../rights/test-subjects.js';

const customer: RightsSubject = CUSTOMER_SUBJECT;
const prospect = { ...customer, isCustomer: false };
const mdbMember = { ...customer, formations: { ...NO_FORMATIONS, mdb: true } };
const starter = { ...customer, formations: { ...NO_FORMATIONS, mdb: true, starter_mdb: true } };
const admin = { ...customer, permissions: ['MDB_ADMIN'] };

describe('route guards', () => {
  it('the customer guard sends non-customers to /anonymous', () => {
    expect(guardRedirect('/', { user: prospect, channel: 'immobilier' })).toBe('/anonymous');
    expect(guardRedirect('/mes-replays', { user: prospect, channel: 'immobilier' })).toBe('/anonymous');
  });
  it('non-customers keep /anonymous, /logout, the account pages and the legal pages', () => {
    for (const path of [
      '/anonymous',
      '/paiement/chk_1',
      '/logout',
      '/mon-compte',
      '/mon-compte/mes-factures',
      '/cgv',
    ]) {
      expect(guardRedirect(path, { user: prospect, channel: 'immobilier' })).toBeNull();
    }
  });
  it('a prospect on Mon activité goes to their profile (not home, which would send them to /anonymous)', () => {
    for (const path of ['/mon-compte/mon-activite', '/mon-compte/mon-activite/']) {
      expect(guardRedirect(path, { user: prospect, channel: 'immobilier' })).toBe('/mon-compte/mon-profil');
    }
    // The page it sends them to is theirs to stay on: no loop.
    expect(guardRedirect('/mon-compte/mon-profil', { user: prospect, channel: 'immobilier' })).toBeNull();
    expect(guardRedirect('/mon-compte/mon-activite', { user: customer, channel: 'immobilier' })).toBeNull();
  });
  it('a guard sends users without MDB to /', () => {
    expect(guardRedirect('/mdb/comite-projets', { user: customer, channel: 'immobilier' })).toBe('/');
    expect(guardRedirect('/mdb', { user: customer, channel: 'immobilier' })).toBe('/');
    expect(guardRedirect('/mdb/comite-projets', { user: mdbMember, channel: 'immobilier' })).toBeNull();
  });
  it('only an mdb admin opens the course administration', () => {
    expect(guardRedirect('/mes-formations/administration', { user: mdbMember, channel: 'immobilier' })).toBe('/');
    expect(guardRedirect('/mes-formations/administration', { user: admin, channel: 'immobilier' })).toBeNull();
  });

  it('only an mdb admin opens the administration pages', () => {
    expect(guardRedirect('/administration/taches', { user: mdbMember, channel: 'immobilier' })).toBe('/');
    expect(guardRedirect('/administration', { user: mdbMember, channel: 'immobilier' })).toBe('/');
    expect(guardRedirect('/administration/taches', { user: admin, channel: 'immobilier' })).toBeNull();
  });

  it('a user without the mdb admin permission is sent home from the admin route', () => {
    expect(guardRedirect('/mdb/admin', { user: mdbMember, channel: 'immobilier' })).toBe('/');
    expect(guardRedirect('/mdb/admin', { user: admin, channel: 'immobilier' })).toBeNull();
  });
  it('a starter-MDB user is sent home from the network', () => {
    expect(guardRedirect('/mon-reseau/les-membres', { user: starter, channel: 'immobilier' })).toBe('/');
    expect(guardRedirect('/mon-reseau', { user: mdbMember, channel: 'immobilier' })).toBeNull();
  });
  it('a starter-MDB user is sent home from the association engine', () => {
    expect(guardRedirect('/mdb/associations', { user: starter, channel: 'immobilier' })).toBe('/');
    expect(guardRedirect('/mdb/associations', { user: mdbMember, channel: 'immobilier' })).toBeNull();
    expect(guardRedirect('/mdb', { user: starter, channel: 'immobilier' })).toBeNull();
  });
  it('a user without the deal-off-market right is sent home from the deals (both paths)', () => {
    for (const path of ['/circle/market', '/mon-reseau/deals-off-market']) {
      expect(guardRedirect(path, { user: customer, channel: 'immobilier' })).toBe('/');
      const air = { ...customer, formations: { ...NO_FORMATIONS, air: true } };
      expect(guardRedirect(path, { user: air, channel: 'immobilier' })).toBeNull();
    }
  });

  it('on the sport channel the home route leads to /yam-nutrition', () => {
    expect(guardRedirect('/', { user: customer, channel: 'sport' })).toBe('/yam-nutrition');
    expect(guardRedirect('/', { user: customer, channel: 'immobilier' })).toBeNull();
  });
});

describe('login redirect', () => {
  it('a logged-out user goes to login with a from path', () => {
    expect(loginRedirectPath('/mes-replays?x=1')).toBe('/login?from=%2Fmes-replays%3Fx%3D1');
  });
  it('the query from value wins over the current path', () => {
    expect(loginRedirectPath('/mes-replays', '/mon-compte')).toBe('/login?from=%2Fmon-compte');
  });
  it('from never leads off the site', () => {
    expect(safeFromPath('https://evil.example')).toBe('/');
    expect(safeFromPath('//evil.example')).toBe('/');
    expect(safeFromPath('/login')).toBe('/');
    expect(loginRedirectPath('/')).toBe('/login');
  });
  it('login routes accept a trailing slash', () => {
    expect(normalisePath('/connexion/')).toBe('/connexion');
    expect(isPublicPath('/mot-de-passe-oublie/')).toBe(true);
    expect(isPublicPath('/login/')).toBe(true);
    expect(isPublicPath('/mes-replays')).toBe(false);
  });

  it('lets a signed-out visitor open the invitation page, not the administration', () => {
    expect(isPublicPath('/invitation')).toBe(true);
    expect(isPublicPath('/administration/membres')).toBe(false);
  });
});
