import { adminCourseSchema, type AdminCourse } from '@campus/domain/learning';
import { sendLearningFile } from './send-learning-file';

/** PUT /api/admin/lessons/{id}/file (MDB_ADMIN): the lesson's file, with the upload's progress; the course as it is now. */
export function uploadLessonFile(
  lessonId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AdminCourse> {
  return sendLearningFile(`/admin/lessons/${encodeURIComponent(lessonId)}/file`, file, onProgress, adminCourseSchema);
}
