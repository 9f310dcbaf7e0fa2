import { describe, expect, it } from 'vitest';
import type { RightsSubject } from '../rights/rights.js';
import { CUSTOMER_SUBJECT } from '../rights/test-subjects.js';
import { courseSiteTokenRequestSchema } from './course-site-contracts.js';
import { courseIdOfPath, coursePathOf, courseSiteMenu, courseSiteTarget, isCourseSiteMenuUrl } from './course-site.js';

const customer: RightsSubject = CUSTOMER_SUBJECT;
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

describe('course-site menu links that may be signed', () => {
  const sites = ['https://campus.example.org', 'https://cours.example.org/entree', null];

  it('are http(s) links on Campus or on the course site, whatever their path', () => {
    expect(isCourseSiteMenuUrl('https://campus.example.org/', sites)).toBe(true);
    expect(isCourseSiteMenuUrl('https://campus.example.org/mon-reseau?x=1', sites)).toBe(true);
    expect(isCourseSiteMenuUrl('https://cours.example.org/cours/42', sites)).toBe(true);
    // The menus Campus builds itself pass.
    for (const user of [customer, prospect]) {
      for (const item of courseSiteMenu({ layout: 'default', channel: 'immobilier', user }, sites[0]!)) {
        expect(isCourseSiteMenuUrl(item.url, sites), item.url).toBe(true);
      }
    }
  });

  it('are never a script, a relative or protocol-relative link, another host, scheme or port', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript://campus.example.org/%0aalert(1)',
      'data:text/html,x',
      '//evil.example',
      '/mon-reseau',
      'https://evil.example/',
      'https://campus.example.org.evil.example/',
      'https://campus.example.org@evil.example/',
      'https://user:pass@campus.example.org/',
      'http://campus.example.org/',
      'https://campus.example.org:8443/',
      'pas une url',
      '',
    ]) {
      expect(isCourseSiteMenuUrl(url, sites), url).toBe(false);
    }
    expect(isCourseSiteMenuUrl('https://campus.example.org/', [null, ''])).toBe(false);
  });
});
