import { describe, expect, it } from 'vitest';
import type { ChannelSlug } from '../shared/channels.js';
import { buildAccountMenu, buildMenu, type MenuContext, type MenuItem } from './menu.js';
import { NO_FORMATIONS, type RightsSubject } from '../rights/rights.js';
import { CUSTOMER_SUBJECT } from '../rights/test-subjects.js';

const customer: RightsSubject = CUSTOMER_SUBJECT;
const mdbMember: RightsSubject = { ...customer, formations: { ...NO_FORMATIONS, mdb: true } };
const airMember: RightsSubject = { ...customer, formations: { ...NO_FORMATIONS, air: true } };
const starter: RightsSubject = { ...customer, formations: { ...NO_FORMATIONS, mdb: true, starter_mdb: true } };
const admin: RightsSubject = { ...customer, permissions: ['MDB_ADMIN'] };
const prospect: RightsSubject = { ...customer, isCustomer: false };

const titles = (items: MenuItem[]) => items.map((item) => item.title);
const menu = (user: RightsSubject, channel: ChannelSlug, layout: MenuContext['layout'] = 'default') =>
  buildMenu({ user, channel, layout });
const child = (user: RightsSubject, channel: ChannelSlug, parent: string, layout: MenuContext['layout'] = 'default') =>
  menu(user, channel, layout).find((item) => item.id === parent)?.children ?? [];

describe('sidebar menu, hidden per channel', () => {
  it('immobilier hides the nutrition item', () => {
    expect(titles(menu(mdbMember, 'immobilier'))).toEqual([
      'Tableau de bord',
      'Mon réseau',
      'Mes évènements',
      "L'Incubateur (MDB)",
      'Mes replays',
      'Mes ressources utiles',
    ]);
  });
  it('entrepreneuriat hides the nutrition item and the incubator', () => {
    expect(titles(menu(mdbMember, 'entrepreneuriat'))).toEqual([
      'Tableau de bord',
      'Mon réseau',
      'Mes évènements',
      'Mes replays',
      'Mes ressources utiles',
    ]);
  });
  it.each(['finance', 'base'] as const)('%s hides all but Tableau de bord', (channel) => {
    expect(titles(menu(admin, channel))).toEqual(['Tableau de bord']);
  });
  it('sport hides all but the nutrition item', () => {
    expect(titles(menu(customer, 'sport'))).toEqual(['Nutrition']);
  });
  it('every item carries the spec icon name', () => {
    expect(menu(admin, 'immobilier').map((item) => item.icon)).toEqual([
      'dashboard',
      'classroom',
      'events',
      'mdb',
      'mediacenter',
      'ressources',
    ]);
    expect(menu(customer, 'sport')[0]?.icon).toBe('yam');
  });
});

describe('sidebar menu, hidden per right', () => {
  it('Mon réseau shows only for customers who are not starter-MDB', () => {
    expect(titles(menu(prospect, 'immobilier'))).not.toContain('Mon réseau');
    expect(titles(menu(starter, 'immobilier'))).not.toContain('Mon réseau');
    expect(titles(menu(customer, 'immobilier'))).toContain('Mon réseau');
  });
  it('Mes coachs shows only without MDB', () => {
    expect(titles(child(customer, 'immobilier', 'network'))).toContain('Mes coachs');
    expect(titles(child(mdbMember, 'immobilier', 'network'))).not.toContain('Mes coachs');
    expect(titles(child(admin, 'immobilier', 'network'))).not.toContain('Mes coachs');
  });
  it('Les ambassadeurs shows only on immobilier with the AIR right', () => {
    expect(titles(child(airMember, 'immobilier', 'network'))).toContain('Les ambassadeurs');
    expect(titles(child(customer, 'immobilier', 'network'))).not.toContain('Les ambassadeurs');
    expect(titles(child(airMember, 'entrepreneuriat', 'network'))).not.toContain('Les ambassadeurs');
  });
  it('the MDB layout drops the channel check of Les ambassadeurs', () => {
    expect(titles(child(airMember, 'entrepreneuriat', 'network', 'mdb'))).toContain('Les ambassadeurs');
  });
  it('Les mentors shows only with MDB', () => {
    expect(titles(child(mdbMember, 'immobilier', 'network'))).toContain('Les mentors');
    expect(titles(child(admin, 'immobilier', 'network'))).toContain('Les mentors');
    expect(titles(child(airMember, 'immobilier', 'network'))).not.toContain('Les mentors');
  });
  it('Les rencontres shows only on immobilier, always in the MDB layout', () => {
    expect(titles(child(customer, 'immobilier', 'network'))).toContain('Les rencontres');
    expect(titles(child(customer, 'entrepreneuriat', 'network'))).not.toContain('Les rencontres');
    expect(titles(child(customer, 'entrepreneuriat', 'network', 'mdb'))).toContain('Les rencontres');
  });
  it('Deals off market shows with the deal right on immobilier only', () => {
    expect(titles(child(airMember, 'immobilier', 'network'))).toContain('Deals off market');
    expect(titles(child(mdbMember, 'immobilier', 'network'))).toContain('Deals off market');
    expect(titles(child(admin, 'immobilier', 'network'))).toContain('Deals off market');
    expect(titles(child(customer, 'immobilier', 'network'))).not.toContain('Deals off market');
    expect(titles(child(airMember, 'entrepreneuriat', 'network'))).not.toContain('Deals off market');
  });
  it('the MDB layout points deals to /circle/market and spells bon-contacts', () => {
    const urls = child(mdbMember, 'immobilier', 'network', 'mdb').map((item) => item.url);
    expect(urls).toContain('/circle/market');
    expect(urls).toContain('/mon-reseau/bon-contacts');
    const defaultUrls = child(mdbMember, 'immobilier', 'network').map((item) => item.url);
    expect(defaultUrls).toContain('/mon-reseau/deals-off-market');
    expect(defaultUrls).toContain('/mon-reseau/bons-contacts');
  });
  it('Mes évènements is hidden for starter-MDB', () => {
    expect(titles(menu(starter, 'immobilier'))).not.toContain('Mes évènements');
    expect(titles(menu(mdbMember, 'immobilier'))).toContain('Mes évènements');
  });
  it('the MDB section shows only with MDB', () => {
    expect(titles(menu(customer, 'immobilier'))).not.toContain("L'Incubateur (MDB)");
    expect(titles(menu(mdbMember, 'immobilier'))).toContain("L'Incubateur (MDB)");
    expect(titles(menu(admin, 'immobilier'))).toContain("L'Incubateur (MDB)");
  });
  it("Moteur d'association is hidden for starter-MDB and opens the built-in engine", () => {
    expect(titles(child(starter, 'immobilier', 'incubator'))).not.toContain("Moteur d'association");
    const engine = child(mdbMember, 'immobilier', 'incubator').find((item) => item.id === 'associationEngine');
    expect(engine).toMatchObject({ url: '/mdb/associations' });
    expect(engine?.external).toBeUndefined();
  });
  it("Moteur d'association points to an external engine when one is configured", () => {
    const engine = buildMenu({
      layout: 'mdb',
      channel: 'immobilier',
      user: mdbMember,
      associationEngineUrl: 'https://associations.example.org',
    })
      .find((item) => item.id === 'incubator')
      ?.children?.find((item) => item.id === 'associationEngine');
    expect(engine).toMatchObject({ url: 'https://associations.example.org', external: true });
  });
  it('Administration needs the admin permission', () => {
    expect(titles(child(mdbMember, 'immobilier', 'incubator'))).not.toContain('Administration');
    expect(titles(child(admin, 'immobilier', 'incubator'))).toContain('Administration');
  });
  it('Mon activité shows only for customers; Mes données for everyone', () => {
    expect(titles(buildAccountMenu(customer))).toContain('Mon activité');
    expect(titles(buildAccountMenu(customer))).toContain('Mes données');
    expect(titles(buildAccountMenu(prospect))).toEqual([
      'Mon profil',
      'Mes factures',
      'Mes contrats',
      'Mes données',
      'Notifications',
    ]);
  });
});
