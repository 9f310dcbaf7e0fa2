import { describe, expect, it } from 'vitest';
import { routePatternMatcher } from './route-patterns.js';

describe('routePatternMatcher', () => {
  const match = routePatternMatcher([
    ['/users/:uid', 'member'],
    ['/mon-compte/:tab', 'account tab'],
    ['/mon-compte/mon-profil', 'profile'],
    ['/', 'dashboard'],
  ]);

  it('finds the pattern of a path, a parameter standing for one segment, whatever the case and a last slash', () => {
    expect(match('/users/abc-123')).toEqual({ pattern: '/users/:uid', value: 'member' });
    expect(match('/USERS/abc/')?.value).toBe('member');
    expect(match('/')?.value).toBe('dashboard');
  });

  it('prefers a static pattern to one with a parameter, whatever their order', () => {
    expect(match('/mon-compte/mon-profil')?.value).toBe('profile');
    expect(match('/mon-compte/mes-factures')?.value).toBe('account tab');
  });

  it('finds nothing for a path of more segments, another path, or a pattern character read literally', () => {
    expect(match('/users/abc/def')).toBeUndefined();
    expect(match('/une-page-inconnue')).toBeUndefined();
    expect(routePatternMatcher([['/a.b', 1]])('/axb')).toBeUndefined();
  });
});
