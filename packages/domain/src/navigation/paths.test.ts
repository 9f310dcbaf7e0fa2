import { describe, expect, it } from 'vitest';
import { appPaths } from './paths.js';

describe('app paths with parameters', () => {
  it('puts the id of a discussion, course, event or project in the query, leaving out a missing one', () => {
    expect(appPaths.discussion('direct.a.b', 'u 2')).toBe('/mon-suivi/messages?id=direct.a.b&targetId=u%202');
    expect(appPaths.discussion('group.1')).toBe('/mon-suivi/messages?id=group.1');
    expect(appPaths.conversationWith('u 2')).toBe('/mon-suivi/messages?to=u%202');
    expect(appPaths.conversationWith('u2', 'deal 1')).toBe('/mon-suivi/messages?to=u2&targetId=deal%201');
    expect(appPaths.course('42')).toBe('/classroom?id=42');
    expect(appPaths.event('e1')).toBe('/mes-evenements?id=e1');
    expect(appPaths.mdb.committeeProject('p 1')).toBe('/mdb/comite-projets?id=p%201');
    expect(appPaths.mdb.association(undefined)).toBe('/mdb/associations');
    expect(appPaths.mdb.project('p 1')).toBe('/mdb/projet?id=p%201');
  });

  it("opens another member's page by their escaped firebase id", () => {
    expect(appPaths.member('a/b')).toBe('/users/a%2Fb');
  });
});
