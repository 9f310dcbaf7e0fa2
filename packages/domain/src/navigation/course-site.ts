import { CHANNEL_SLUGS, type ChannelSlug } from '../shared/channels.js';
import type { CourseSiteMenuItem } from './course-site-contracts.js';
import { buildMenu, isHiddenInChannel, type MenuContext, type MenuIconName, type TopMenuId } from './menu.js';
import { appPaths } from './paths.js';

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

const hidingClasses = (id: TopMenuId) =>
  CHANNEL_SLUGS.filter((channel) => isHiddenInChannel(id, channel)).map((channel) => `hide-${channel}`);

/**
 * The menu the course site shows (spec 2.2): the sidebar's items with absolute links back to Campus and the classes
 * hiding each per channel; a non-customer gets the prospect links instead (the dashboard and the membership page).
 */
export function courseSiteMenu(context: MenuContext, campusOrigin: string): CourseSiteMenuItem[] {
  const origin = campusOrigin.replace(/\/+$/, '');
  if (!context.user.isCustomer) {
    return [
      { label: 'Tableau de bord', url: absolute(origin, appPaths.home), icon: 'dashboard', classes: [] },
      { label: 'Devenez membre de Campus', url: absolute(origin, appPaths.anonymous), icon: 'circle', classes: [] },
    ];
  }
  return buildMenu(context).map((item) => ({
    label: item.title,
    url: absolute(origin, item.url),
    ...(item.icon && { icon: item.icon satisfies MenuIconName }),
    classes: hidingClasses(item.id as TopMenuId),
  }));
}

/** The course-site path of a course (`/cours/<id>`), read back by `courseIdOfPath`. */
export const coursePathOf = (courseId: string) => `/cours/${courseId}`;

/** The course named by a course-site path (`/cours/<id>` or `/courses/<id>`), if any. */
export function courseIdOfPath(to: string | null | undefined): string | null {
  const match = to ? /^\/(?:cours|courses)\/([\w-]+)\/?$/.exec(to) : null;
  return match?.[1] ?? null;
}

export interface CourseSiteTargetInput {
  /** The external course site; null or empty: Campus's own classroom. */
  courseSiteUrl: string | null;
  token: string;
  channel: ChannelSlug;
  to?: string | null;
}

/**
 * Where the redirect sends the member (spec 2.2): the course site with the token, the channel and the optional `to`
 * path; without a course site, Campus's own trainings, or the classroom of the course `to` names.
 */
export function courseSiteTarget({ courseSiteUrl, token, channel, to }: CourseSiteTargetInput): string {
  if (!courseSiteUrl) {
    const courseId = courseIdOfPath(to);
    return courseId ? appPaths.course(courseId) : appPaths.trainings;
  }
  const url = new URL(courseSiteUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('channel', channel);
  if (to) url.searchParams.set('to', to);
  return url.toString();
}

/**
 * Whether a menu link may be signed into a course-site token: an http(s) URL on one of the given sites (Campus's
 * own public address, the course site), never `javascript:`, a protocol-relative `//…` or another host.
 */
export function isCourseSiteMenuUrl(url: string, siteUrls: readonly (string | null)[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  return siteUrls.some((site) => site !== null && site !== '' && new URL(site).origin === parsed.origin);
}
