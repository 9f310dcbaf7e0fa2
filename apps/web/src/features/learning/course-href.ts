import { coursePathOf } from '@campus/domain/navigation';
import { paths } from '../../config/paths';

/**
 * Where a training opens from its card (`/mes-formations`, the dashboard): through the redirect to the course site
 * (`/site-de-cours?to=/cours/<id>`, spec 2.2 and 3.1 `lmsTarget`) when the server has one (`/api/me`'s
 * `lms.courseSite`), else straight in Campus's classroom, at the lesson to resume.
 */
export function courseHrefFor(courseSite: boolean): (id: string, lessonId?: string | null) => string {
  return courseSite ? (id) => paths.courseSiteRedirect(coursePathOf(id)) : (id, lessonId) => paths.course(id, lessonId);
}
