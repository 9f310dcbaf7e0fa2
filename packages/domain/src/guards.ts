import type { ChannelSlug } from './channels.js';
import { hasMDB, isMdbAdmin, isStarterMdb, type RightsSubject } from './rights.js';

export const LOGIN_PATHS = ['/login', '/connexion'] as const;
export const FORGOT_PASSWORD_PATHS = ['/forgot-password', '/mot-de-passe-oublie'] as const;
export const RESET_PASSWORD_PATH = '/reset-password';
export const LEGAL_PATHS = ['/mentions-legales', '/cgv', '/consentement'] as const;
export const ANONYMOUS_PATH = '/anonymous';
export const LOGOUT_PATH = '/logout';
export const NUTRITION_PATH = '/yam-nutrition';

/** `/login/` is `/login`: login routes accept a trailing slash. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Pages a signed-out visitor may open: login, password pages, legal pages. */
export function isPublicPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return (
    (LOGIN_PATHS as readonly string[]).includes(path) ||
    (FORGOT_PASSWORD_PATHS as readonly string[]).includes(path) ||
    path === RESET_PASSWORD_PATH ||
    (LEGAL_PATHS as readonly string[]).includes(path)
  );
}

/** Pages open to non-customers: /anonymous, /logout, the account pages and the public pages. */
export function isOpenToNonCustomers(pathname: string): boolean {
  const path = normalisePath(pathname);
  return isPublicPath(path) || path === ANONYMOUS_PATH || path === LOGOUT_PATH || within(path, '/mon-compte');
}

/** A 'from' value is kept only when it is a path of this site (no open redirect). */
export function safeFromPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  const path = normalisePath(from.split(/[?#]/)[0] ?? '/');
  return isPublicPath(path) || path === LOGOUT_PATH ? '/' : from;
}

/** Where a signed-out visitor goes: login with a 'from' path; the query 'from' wins over the current path. */
export function loginRedirectPath(currentPath: string, queryFrom?: string | null): string {
  const from = queryFrom ?? currentPath;
  const safe = safeFromPath(from);
  return safe === '/' ? LOGIN_PATHS[0] : `${LOGIN_PATHS[0]}?from=${encodeURIComponent(safe)}`;
}

export interface GuardContext {
  user: RightsSubject;
  channel: ChannelSlug;
}

/**
 * Where a signed-in user who opens a path is sent instead (spec 2.2), or null to stay.
 * Customer guard first, then the MDB, admin and starter-MDB guards, then sport's home.
 */
export function guardRedirect(pathname: string, { user, channel }: GuardContext): string | null {
  const path = normalisePath(pathname);
  if (!user.isCustomer && !isOpenToNonCustomers(path)) return ANONYMOUS_PATH;
  if (within(path, '/mdb') && !hasMDB(user)) return '/';
  if (within(path, '/mdb/admin') && !isMdbAdmin(user)) return '/';
  if (within(path, '/mon-reseau') && isStarterMdb(user)) return '/';
  if (path === '/' && channel === 'sport') return NUTRITION_PATH;
  return null;
}
