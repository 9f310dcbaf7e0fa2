import {
  courseSiteTokenResponseSchema,
  type CourseSiteTokenRequest,
  type CourseSiteTokenResponse,
} from '@campus/domain/navigation';
import { shopRequest } from '../../../lib/api-client';

/** POST /shop/sign/token/lms: a short-lived token for the course site and where to send the member with it. */
export function signCourseSiteToken(body: CourseSiteTokenRequest): Promise<CourseSiteTokenResponse> {
  return shopRequest('/sign/token/lms', { method: 'POST', body, schema: courseSiteTokenResponseSchema });
}
