import * as z from 'zod/mini';
import { CHANNEL_SLUGS } from '../shared/channels.js';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import { VIOLATION_MESSAGES } from '../shared/violations.js';

// The course-site redirect's contracts, apart from its rules (course-site.ts): a page that only links to a course
// loads no zod.

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
