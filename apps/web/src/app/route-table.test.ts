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

  it('leave out the catch-all page', () => {
    expect(routePatterns().map(({ pattern }) => pattern)).not.toContain('*');
  });
});
