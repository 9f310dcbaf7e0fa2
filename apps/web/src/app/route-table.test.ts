import { describe, expect, it } from 'vitest';
import { routePatterns } from './route-table';

const filesOf = (pattern: string) =>
  routePatterns()
    .find((route) => route.pattern === pattern)
    ?.modules.map(({ file }) => file);

describe('the URL patterns the server preloads from', () => {
  it("list a member page's guard, layout and page, outermost first", () => {
    expect(filesOf('/mon-suivi/messages')).toEqual([
      'guards/require-member',
      'layouts/chat-layout',
      'routes/mon-suivi-messages',
    ]);
    expect(filesOf('/')).toEqual(['guards/require-member', 'layouts/default-layout', 'routes/dashboard']);
    expect(filesOf('/users/:uid')).toEqual([
      'guards/require-member',
      'layouts/default-layout',
      'routes/sections/member-page',
    ]);
  });

  it('list the login page under its layout, with its texts', () => {
    const login = routePatterns().find((route) => route.pattern === '/login');
    expect(login?.modules).toEqual([{ file: 'layouts/login-layout' }, { file: 'routes/login', namespaces: ['auth'] }]);
  });

  it("load the member shell's texts on every page but the login pages, which do without them", () => {
    const LOGIN_PAGES = [
      '/login',
      '/connexion',
      '/forgot-password',
      '/mot-de-passe-oublie',
      '/reset-password',
      '/invitation',
    ];
    for (const { pattern, modules } of routePatterns()) {
      const namespaces = modules.flatMap((module) => module.namespaces ?? []);
      expect(namespaces.includes('layout'), pattern).toBe(!LOGIN_PAGES.includes(pattern));
    }
  });

  it('leave out the catch-all page', () => {
    expect(routePatterns().map(({ pattern }) => pattern)).not.toContain('*');
  });
});

describe('the blocking unsigned-contracts modal (spec 2.6, 8)', () => {
  // The modal is part of the member shell: every page under these layouts is blocked while a contract waits.
  const SHELL_LAYOUTS = ['layouts/default-layout', 'layouts/mdb-layout', 'layouts/chat-layout'];
  const isBlocked = (pattern: string) =>
    routePatterns()
      .find((route) => route.pattern === pattern)
      ?.modules.some(({ file }) => SHELL_LAYOUTS.includes(file));

  it('blocks the product pages', () => {
    for (const pattern of ['/', '/mes-evenements', '/mon-suivi/messages', '/mdb', '/mon-compte/mes-contrats']) {
      expect(isBlocked(pattern), pattern).toBe(true);
    }
  });

  it('leaves the signing page, the checkout, sign-out, the legal pages and the verification page reachable', () => {
    for (const pattern of [
      '/mon-compte/mes-contrats/signer',
      '/paiement/:id',
      '/logout',
      '/mentions-legales',
      '/cgv',
      '/consentement',
      '/verifier-un-contrat',
    ]) {
      expect(isBlocked(pattern), pattern).toBe(false);
    }
  });
});
