import * as z from 'zod/mini';
import { CHANNEL_SLUGS, type ChannelSlug } from '../shared/channels.js';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import { VIOLATION_MESSAGES } from '../shared/violations.js';
import { buildMenu, isHiddenInChannel, type MenuContext, type MenuIconName, type TopMenuId } from './menu.js';
import { appPaths } from './paths.js';

/** How long a course-site token stays valid: the redirect uses it at once. */
export const COURSE_SITE_TOKEN_TTL_SECONDS = 300;

/** One item of the menu the course site shows (spec 2.2): its label, absolute url, icon and hiding classes. */
export const courseSiteMenuItemSchema = z.object({
  label: z.string().check(z.minLength(1), z.maxLength(100)),
  url: z.string().check(z.minLength(1), z.maxLength(500)),
  icon: z.optional(z.string().check(z.maxLength(40))),
  /** `hide-<channel>` for each channel that hides the item (spec 2.4). */
  classes: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(CHANNEL_SLUGS.length)),
});
export type CourseSiteMenuItem = z.infer<typeof courseSiteMenuItemSchema>;

/** A path on the course site: starts with one `/` (never `//`, never a whole URL). */
export const courseSitePathSchema = z
  .string()
  .check(z.maxLength(300), z.regex(/^\/(?![/\\])[^\s]*$/, VIOLATION_MESSAGES.invalid));

// POST /shop/sign/token/lms
export const courseSiteTokenRequestSchema = z.object({
  channel: channelSlugSchema,
  to: z.optional(courseSitePathSchema),
  items: z.array(courseSiteMenuItemSchema).check(z.maxLength(30)),
});
export type CourseSiteTokenRequest = z.infer<typeof courseSiteTokenRequestSchema>;

export const courseSiteTokenResponseSchema = z.object({
  token: z.string(),
  /** ISO date past which the token is refused. */
  expiresAt: z.string(),
  /** Where to send the member: an absolute URL on the course site, or a Campus path. */
  target: z.string(),
});
export type CourseSiteTokenResponse = z.infer<typeof courseSiteTokenResponseSchema>;

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
