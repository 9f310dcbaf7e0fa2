import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@campus/domain/account';
import {
  COURSE_SITE_TOKEN_TTL_SECONDS,
  courseSiteTarget,
  courseSiteTokenRequestSchema,
  isCourseSiteMenuUrl,
  type CourseSiteMenuItem,
  type CourseSiteTokenResponse,
} from '@campus/domain/navigation';
import { VIOLATION_MESSAGES, type ChannelSlug, type FieldViolations } from '@campus/domain/shared';
import type { FastifyInstance } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { HttpError, parseInput } from '../../platform/errors.js';
import { requireOwnedChannel } from '../users/user-queries.js';

/** What a course-site token says: who, in which channel, customer or prospect, the menu to show, until when. */
export interface CourseSiteClaims {
  sub: string;
  channel: ChannelSlug;
  customer: boolean;
  items: CourseSiteMenuItem[];
  iat: number;
  exp: number;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** `v1.<claims, base64url JSON>.<HMAC-SHA256, base64url>`: the course site checks it with the shared secret. */
export function signCourseSiteToken(claims: CourseSiteClaims, secret: string): string {
  const body = `v1.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(secret, body)}`;
}

/** The claims of a token signed with `secret` and not expired at `nowSeconds`; null otherwise. */
export function verifyCourseSiteToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): CourseSiteClaims | null {
  const [version, payload, signature] = token.split('.');
  if (version !== 'v1' || !payload || !signature) return null;
  const expected = Buffer.from(sign(secret, `${version}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CourseSiteClaims;
    return typeof claims.exp === 'number' && claims.exp > nowSeconds ? claims : null;
  } catch {
    return null;
  }
}

/**
 * POST /shop/sign/token/lms (spec 7.2, 2.2): a short-lived signed token for the member and where to send them,
 * the configured course site or, without one, Campus's own classroom. Prospects too ('member'): they get the
 * prospect links. The channel must be one of the member's.
 */
export function courseSiteRoutes(app: FastifyInstance): void {
  // Without a configured key nothing outside checks the token: a random key per process signs it.
  const secret = app.config.courseSite.secret ?? randomBytes(32).toString('base64url');

  // The sites a signed menu may link to: Campus itself (the menu links back to it) and the course site.
  const menuSites = [app.config.publicUrl, app.config.courseSite.url];

  app.post('/sign/token/lms', access('member'), async (request): Promise<CourseSiteTokenResponse> => {
    const body = parseInput(courseSiteTokenRequestSchema, request.body);
    const badLinks: FieldViolations = {};
    body.items.forEach((item, index) => {
      if (!isCourseSiteMenuUrl(item.url, menuSites)) badLinks[`items.${index}.url`] = [VIOLATION_MESSAGES.url];
    });
    if (Object.keys(badLinks).length > 0) throw new HttpError(400, AUTH_MESSAGES.invalidBody, badLinks);
    const member = currentMember(request);
    await requireOwnedChannel(app.db, member.uid, body.channel);
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + COURSE_SITE_TOKEN_TTL_SECONDS;
    const token = signCourseSiteToken(
      { sub: member.uid, channel: body.channel, customer: member.rights.isCustomer, items: body.items, iat, exp },
      secret,
    );
    return {
      token,
      expiresAt: new Date(exp * 1000).toISOString(),
      target: courseSiteTarget({ courseSiteUrl: app.config.courseSite.url, token, channel: body.channel, to: body.to }),
    };
  });
}
