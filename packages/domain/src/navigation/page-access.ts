import {
  canSeeDealsOffMarket,
  canSeeEvents,
  canUseAssociationEngine,
  canUseNetwork,
  hasAIR,
  hasMDB,
  isMdbAdmin,
  type RightsSubject,
} from '../rights/rights.js';
import { appPaths } from './paths.js';

/** Why a page is closed to a member, when no guard of spec 2.2 leads them away from it (the i18n key under `closedPage.reasons.`). */
export type ClosedPageReason = 'coachesWithoutMdb' | 'mentorsNeedMdb' | 'ambassadorsNeedAir' | 'eventsNotForStarter';

/**
 * Where a guard sends a member the page is closed to: home (spec 2.2), or their account's profile (a prospect on a
 * customer's account page: home would only bounce them to `/anonymous`).
 */
const REDIRECTS = { home: appPaths.home, account: appPaths.account.profile } as const;
export type PageRedirect = keyof typeof REDIRECTS;

export interface PageRule {
  /** The page and every page below it. */
  path: string;
  mayOpen: (user: RightsSubject) => boolean;
  /** A guard sends the member elsewhere (spec 2.2); without one the page says why it is closed. */
  refusal: PageRedirect | ClosedPageReason;
}

/** Where a refusal sends the member, or null when the page stays and says why it is closed. */
export function refusalRedirect(refusal: PageRule['refusal']): string | null {
  return Object.hasOwn(REDIRECTS, refusal) ? REDIRECTS[refusal as PageRedirect] : null;
}

/**
 * Who may open each page a right hides from the menu (spec 2.4 hidden per right, spec 6): the menu shows an entry
 * by this rule and the route guard opens its page by the same one. The first rule a member fails decides.
 */
const PAGE_RULES: readonly PageRule[] = [
  { path: appPaths.mdb.root, mayOpen: hasMDB, refusal: 'home' },
  { path: appPaths.mdb.admin, mayOpen: isMdbAdmin, refusal: 'home' },
  { path: appPaths.trainingsAdmin, mayOpen: isMdbAdmin, refusal: 'home' },
  { path: appPaths.administration.root, mayOpen: isMdbAdmin, refusal: 'home' },
  { path: appPaths.mdb.associations, mayOpen: canUseAssociationEngine, refusal: 'home' },
  { path: appPaths.network.root, mayOpen: canUseNetwork, refusal: 'home' },
  { path: appPaths.network.dealsOffMarket, mayOpen: canSeeDealsOffMarket, refusal: 'home' },
  { path: appPaths.market, mayOpen: canSeeDealsOffMarket, refusal: 'home' },
  { path: appPaths.network.coaches, mayOpen: (user) => !hasMDB(user), refusal: 'coachesWithoutMdb' },
  { path: appPaths.network.mentors, mayOpen: hasMDB, refusal: 'mentorsNeedMdb' },
  { path: appPaths.network.ambassadors, mayOpen: hasAIR, refusal: 'ambassadorsNeedAir' },
  { path: appPaths.events, mayOpen: canSeeEvents, refusal: 'eventsNotForStarter' },
  { path: appPaths.tracking.calendar, mayOpen: canSeeEvents, refusal: 'eventsNotForStarter' },
  // Mon activité (courses, replays, events followed) is a customer's: a prospect's account starts at their profile.
  { path: appPaths.account.activity, mayOpen: (user) => user.isCustomer, refusal: 'account' },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The first rule of a page that the member fails, if any. */
export function refusedPageRule(pathname: string, user: RightsSubject): PageRule | undefined {
  return PAGE_RULES.find((rule) => within(pathname, rule.path) && !rule.mayOpen(user));
}

/** Whether the rights of a member open a page (the menu shows its entry only then). */
export function mayOpenPage(pathname: string, user: RightsSubject): boolean {
  return refusedPageRule(pathname, user) === undefined;
}
