import { describe, expect, it } from 'vitest';
import { pageAccess } from './guards.js';
import { buildAccountMenu, buildMenu, type MenuItem } from './menu.js';
import { mayOpenPage } from './page-access.js';
import { NO_FORMATIONS, type RightsSubject } from '../rights/rights.js';
import { CUSTOMER_SUBJECT } from '../rights/test-subjects.js';

const customer: RightsSubject = CUSTOMER_SUBJECT;
const airMember = { ...customer, formations: { ...NO_FORMATIONS, air: true } };
const mdbMember = { ...customer, formations: { ...NO_FORMATIONS, mdb: true, air: true } };
const starter = { ...customer, formations: { ...NO_FORMATIONS, mdb: true, starter_mdb: true } };
const prospect = { ...customer, isCustomer: false };
const on = (user: RightsSubject) => ({ user, channel: 'immobilier' as const });

const menuUrls = (user: RightsSubject): string[] => {
  const urls = (items: readonly MenuItem[]): string[] =>
    items.flatMap((item) => [item.url, ...urls(item.children ?? [])]);
  return urls(buildMenu({ layout: 'default', channel: 'immobilier', user }));
};

describe('pages closed to a member', () => {
  it('Les mentors is closed without MDB, with why', () => {
    expect(pageAccess('/mon-reseau/les-mentors', on(airMember))).toEqual({ kind: 'closed', reason: 'mentorsNeedMdb' });
    expect(pageAccess('/mon-reseau/les-mentors', on(mdbMember))).toEqual({ kind: 'open' });
  });
  it('Mes coachs is closed with MDB, with why', () => {
    expect(pageAccess('/mon-reseau/mes-coachs', on(mdbMember))).toEqual({
      kind: 'closed',
      reason: 'coachesWithoutMdb',
    });
    expect(pageAccess('/mon-reseau/mes-coachs/', on(airMember))).toEqual({ kind: 'open' });
  });
  it('Les ambassadeurs is closed without the AIR right', () => {
    expect(pageAccess('/mon-reseau/les-ambassadeurs', on(customer))).toEqual({
      kind: 'closed',
      reason: 'ambassadorsNeedAir',
    });
  });
  it('Mes évènements and the calendar are closed to starter-MDB', () => {
    expect(pageAccess('/mes-evenements', on(starter))).toEqual({ kind: 'closed', reason: 'eventsNotForStarter' });
    expect(pageAccess('/mon-suivi/calendrier', on(starter))).toEqual({ kind: 'closed', reason: 'eventsNotForStarter' });
    expect(pageAccess('/mes-evenements', on(customer))).toEqual({ kind: 'open' });
  });
  it('the guards of spec 2.2 decide before a page is closed', () => {
    expect(pageAccess('/mon-reseau/mes-coachs', on(starter))).toEqual({ kind: 'redirect', to: '/' });
    expect(pageAccess('/mes-evenements', on(prospect))).toEqual({ kind: 'redirect', to: '/anonymous' });
  });
  it('Mon activité is a customer’s: a prospect is led to their profile', () => {
    expect(pageAccess('/mon-compte/mon-activite', on(prospect))).toEqual({
      kind: 'redirect',
      to: '/mon-compte/mon-profil',
    });
    expect(pageAccess('/mon-compte/mon-profil', on(prospect))).toEqual({ kind: 'open' });
    expect(pageAccess('/mon-compte/mon-activite', on(customer))).toEqual({ kind: 'open' });
    expect(mayOpenPage('/mon-compte/mon-activite', prospect)).toBe(false);
    expect(mayOpenPage('/mon-compte/mon-activite', customer)).toBe(true);
  });
  it('a customer on /anonymous goes home; a prospect stays', () => {
    expect(pageAccess('/anonymous', on(customer))).toEqual({ kind: 'redirect', to: '/' });
    expect(pageAccess('/anonymous', on(prospect))).toEqual({ kind: 'open' });
  });
});

describe('the menu and the guards share one rule', () => {
  it('every page the menu offers is open to the member', () => {
    for (const user of [customer, airMember, mdbMember, starter, { ...customer, permissions: ['MDB_ADMIN'] }]) {
      for (const url of menuUrls(user)) expect(mayOpenPage(url, user), url).toBe(true);
      for (const url of menuUrls(user)) expect(pageAccess(url, on(user)).kind, url).toBe('open');
    }
  });
  it('every account page the menu offers is open to the member, a prospect included', () => {
    for (const user of [customer, starter, prospect]) {
      for (const { url } of buildAccountMenu(user)) expect(pageAccess(url, on(user)), url).toEqual({ kind: 'open' });
    }
    expect(buildAccountMenu(prospect).map((item) => item.url)).not.toContain('/mon-compte/mon-activite');
  });
  it('the pages the menu hides by right are the ones the guards refuse', () => {
    expect(menuUrls(airMember)).not.toContain('/mon-reseau/les-mentors');
    expect(menuUrls(mdbMember)).not.toContain('/mon-reseau/mes-coachs');
    expect(menuUrls(starter)).not.toContain('/mes-evenements');
    expect(mayOpenPage('/mon-reseau/les-mentors', airMember)).toBe(false);
    expect(mayOpenPage('/mon-reseau/mes-coachs', mdbMember)).toBe(false);
    expect(mayOpenPage('/mes-evenements', starter)).toBe(false);
  });
});
