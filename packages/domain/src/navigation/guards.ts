import type { ChannelSlug } from '../shared/channels.js';
import { appPaths } from './paths.js';
import type { RightsSubject } from '../rights/rights.js';
import { refusalRedirect, refusedPageRule, type ClosedPageReason } from './page-access.js';

const LEGAL_PATHS: readonly string[] = Object.values(appPaths.legal);

/** `/login/` is `/login`: login routes accept a trailing slash. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Pages a signed-out visitor may open: login, password pages, the invitation page, legal pages. */
export function isPublicPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return (
    (appPaths.loginAliases as readonly string[]).includes(path) ||
    (appPaths.forgotPasswordAliases as readonly string[]).includes(path) ||
    path === appPaths.resetPassword ||
    path === appPaths.invitation ||
    LEGAL_PATHS.includes(path)
  );
}

/** Pages open to non-customers: /anonymous, a checkout, /logout, the account pages and the public pages. */
export function isOpenToNonCustomers(pathname: string): boolean {
  const path = normalisePath(pathname);
  return (
    isPublicPath(path) ||
    path === appPaths.anonymous ||
    within(path, '/paiement') ||
    path === appPaths.logout ||
    within(path, appPaths.account.root)
  );
}

/** A 'from' value is kept only when it is a path of this site (no open redirect). */
export function safeFromPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return appPaths.home;
  const path = normalisePath(from.split(/[?#]/)[0] ?? appPaths.home);
  return isPublicPath(path) || path === appPaths.logout ? appPaths.home : from;
}

/** Where a signed-out visitor goes: login with a 'from' path; the query 'from' wins over the current path. */
export function loginRedirectPath(currentPath: string, queryFrom?: string | null): string {
  const from = queryFrom ?? currentPath;
  const safe = safeFromPath(from);
  return safe === appPaths.home ? appPaths.login : `${appPaths.login}?from=${encodeURIComponent(safe)}`;
}

export interface GuardContext {
  user: RightsSubject;
  channel: ChannelSlug;
}

/**
 * Where a signed-in user who opens a path is sent instead (spec 2.2), or null to stay.
 * Customer guard first (and a customer has no business on /anonymous), then the MDB, admin and starter-MDB guards of
 * the page rules (and a prospect's Mon activité, to their profile), then sport's home.
 */
export function guardRedirect(pathname: string, { user, channel }: GuardContext): string | null {
  const path = normalisePath(pathname);
  if (!user.isCustomer && !isOpenToNonCustomers(path)) return appPaths.anonymous;
  if (user.isCustomer && path === appPaths.anonymous) return appPaths.home;
  const refused = refusedPageRule(path, user);
  const to = refused ? refusalRedirect(refused.refusal) : null;
  if (to) return to;
  if (path === appPaths.home && channel === 'sport') return appPaths.nutrition;
  return null;
}

/** What opening a path does: stay, go elsewhere (spec 2.2), or stay on a page that says why it is closed. */
export type PageAccess =
  { kind: 'open' } | { kind: 'redirect'; to: string } | { kind: 'closed'; reason: ClosedPageReason };

/** The guards of spec 2.2 decide first; a page the member's rights hide from the menu is then closed, with why. */
export function pageAccess(pathname: string, context: GuardContext): PageAccess {
  const to = guardRedirect(pathname, context);
  if (to) return { kind: 'redirect', to };
  const refusal = refusedPageRule(normalisePath(pathname), context.user)?.refusal;
  return refusal && refusalRedirect(refusal) === null
    ? { kind: 'closed', reason: refusal as ClosedPageReason }
    : { kind: 'open' };
}
