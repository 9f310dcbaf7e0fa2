import type { CourseSummary } from '@campus/domain/learning';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../testing/render';
import { makeUser } from '../../testing/users';
import { learningKeys } from './api/learning-query-keys';
import { CoursesList } from './components/courses-list';
import { TrainingsProgressCard } from './components/trainings-progress-card';
import { courseHrefFor } from './course-href';

const course: CourseSummary = {
  id: 'c-42',
  channel: 'immobilier',
  title: 'Acheter son premier immeuble',
  description: null,
  skillLevel: 'BEGINNER',
  classroomLevel: 'level_1',
  progress: 50,
  totalLessons: 4,
  completedLessons: 2,
  resumeLessonId: 'l-3',
  lastActivityAt: '2026-11-20T10:00:00.000Z',
};

function renderCards(courseSite: boolean) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(learningKeys.courses('immobilier'), [course]);
  const courseHref = courseHrefFor(courseSite);
  renderWithProviders(
    <>
      <CoursesList channel="immobilier" courseHref={courseHref} />
      <TrainingsProgressCard channel="immobilier" courseHref={courseHref} trainingsHref="/mes-formations" />
    </>,
    { user: makeUser({ lms: { token: null, courseSite } }), queryClient },
  );
  return screen
    .getAllByRole('link')
    .filter(
      (link) => link.textContent?.includes(course.title) || link.getAttribute('aria-label')?.includes(course.title),
    )
    .map((link) => link.getAttribute('href'));
}

describe('where a training card opens the course', () => {
  it('goes through the course-site redirect when the server has a course site', () => {
    const hrefs = renderCards(true);
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) expect(href).toBe('/site-de-cours?to=%2Fcours%2Fc-42');
  });

  it("opens Campus's classroom directly without one, at the lesson to resume", () => {
    const hrefs = renderCards(false);
    expect(hrefs).toContain('/classroom?id=c-42');
    expect(hrefs).toContain('/classroom?id=c-42&lesson=l-3');
    expect(hrefs.every((href) => href?.startsWith('/classroom?id=c-42'))).toBe(true);
  });
});
