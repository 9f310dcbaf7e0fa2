import type { ChannelSlug } from '@campus/domain/shared';
import { GraduationCap } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';
import { LoadError } from '../../../components/load-error';

function CoursesSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <Card key={key} className="space-y-3 p-5">
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-8 w-28" />
        </Card>
      ))}
    </div>
  );
}

/** The member's trainings in the active channel, with their progress (loading, empty and error states). */
export function CoursesList({
  channel,
  courseHref,
}: {
  channel: ChannelSlug;
  courseHref: (id: string, lessonId?: string | null) => string;
}) {
  const { t } = useTranslation('learning');
  const courses = useCourses(channel);
  if (courses.isPending) return <CoursesSkeleton />;
  if (courses.isError) {
    return <LoadError message={t('trainings.error')} query={courses} />;
  }
  if (courses.data.length === 0) {
    return (
      <Card>
        <EmptyState icon={<GraduationCap />}>{t('trainings.empty')}</EmptyState>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {courses.data.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} courseHref={courseHref} />
        </li>
      ))}
    </ul>
  );
}
