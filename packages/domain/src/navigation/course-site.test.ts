import { describe, expect, it } from 'vitest';
import { NO_FORMATIONS, type RightsSubject } from '../rights/rights.js';
import { courseSiteTokenRequestSchema } from './course-site-contracts.js';
import { courseIdOfPath, coursePathOf, courseSiteMenu, courseSiteTarget } from './course-site.js';

const customer: RightsSubject = {
  isCustomer: true,
  isAmbassador: false,
  permissionAmbassador: false,
  permissions: [],
  formations: NO_FORMATIONS,
};
const prospect: RightsSubject = { ...customer, isCustomer: false };

describe('course-site target URL (spec 2.2)', () => {
  it('carries the token, the channel and the to path on the configured course site', () => {
    const url = new URL(
      courseSiteTarget({
        courseSiteUrl: 'https://cours.example.org/entree?lang=fr',
        token: 'v1.abc.def',
        channel: 'finance',
        to: '/cours/42',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://cours.example.org/entree');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(url.searchParams.get('token')).toBe('v1.abc.def');
    expect(url.searchParams.get('channel')).toBe('finance');
    expect(url.searchParams.get('to')).toBe('/cours/42');
  });

  it('leaves out to when none is given', () => {
    const url = new URL(courseSiteTarget({ courseSiteUrl: 'https://cours.example.org', token: 't', channel: 'base' }));
    expect(url.searchParams.has('to')).toBe(false);
    expect(url.searchParams.get('channel')).toBe('base');
  });

  it("targets Campus's own trainings without a course site, or the classroom of the course to names", () => {
    expect(courseSiteTarget({ courseSiteUrl: null, token: 't', channel: 'base' })).toBe('/mes-formations');
    expect(courseSiteTarget({ courseSiteUrl: null, token: 't', channel: 'base', to: '/cours/c-12' })).toBe(
      '/classroom?id=c-12',
    );
    expect(courseSiteTarget({ courseSiteUrl: '', token: 't', channel: 'base', to: '/autre' })).toBe('/mes-formations');
  });

  it('reads a course id only from a course path', () => {
    expect(courseIdOfPath('/courses/7')).toBe('7');
    expect(courseIdOfPath('/cours/7/lecons')).toBeNull();
    expect(courseIdOfPath(null)).toBeNull();
  });

  it('writes the course path it reads back (the cards link there through the redirect)', () => {
    expect(coursePathOf('demo-course-immo-1')).toBe('/cours/demo-course-immo-1');
    expect(courseIdOfPath(coursePathOf('demo-course-immo-1'))).toBe('demo-course-immo-1');
  });

  it('refuses a to that is not a path on the course site', () => {
    const body = { channel: 'base', items: [] };
    expect(courseSiteTokenRequestSchema.safeParse({ ...body, to: '/cours/1' }).success).toBe(true);
    expect(courseSiteTokenRequestSchema.safeParse({ ...body, to: '//evil.example' }).success).toBe(false);
    expect(courseSiteTokenRequestSchema.safeParse({ ...body, to: 'https://evil.example' }).success).toBe(false);
  });
});

describe('course-site menu payload (spec 2.2)', () => {
  it("gives a customer the sidebar's items with absolute links, icons and the classes hiding them per channel", () => {
    const items = courseSiteMenu(
      { layout: 'default', channel: 'immobilier', user: customer },
      'https://campus.example.org/',
    );
    expect(items[0]).toEqual({
      label: 'Tableau de bord',
      url: 'https://campus.example.org/',
      icon: 'dashboard',
      classes: ['hide-sport'],
    });
    const replays = items.find((item) => item.label === 'Mes replays');
    expect(replays).toMatchObject({ url: 'https://campus.example.org/mes-replays', icon: 'mediacenter' });
    expect(replays?.classes).toEqual(['hide-base', 'hide-finance', 'hide-sport']);
    expect(items.map((item) => item.label)).not.toContain('Nutrition');
  });

  it('gives a prospect the prospect links', () => {
    const items = courseSiteMenu({ layout: 'default', channel: 'immobilier', user: prospect }, 'https://c.example');
    expect(items.map((item) => item.url)).toEqual(['https://c.example/', 'https://c.example/anonymous']);
  });
});
