import { describe, expect, it } from 'vitest';
import {
  courseOutlineSchema,
  moveLesson,
  moveLessonToModule,
  moveModule,
  type CourseOutline,
} from './course-authoring.js';

const outline: CourseOutline = {
  modules: [
    { id: 'm1', lessons: ['a', 'b', 'c'] },
    { id: 'm2', lessons: ['d'] },
  ],
};

describe('the order of a course (authoring)', () => {
  it('moves a module up or down, never past an end', () => {
    expect(moveModule(outline, 'm2', -1)?.modules.map((module) => module.id)).toEqual(['m2', 'm1']);
    expect(moveModule(outline, 'm1', 1)?.modules.map((module) => module.id)).toEqual(['m2', 'm1']);
    expect(moveModule(outline, 'm1', -1)).toBeNull();
    expect(moveModule(outline, 'm2', 1)).toBeNull();
    expect(moveModule(outline, 'absent', 1)).toBeNull();
  });

  it('moves a lesson within its module, never out of it', () => {
    expect(moveLesson(outline, 'b', -1)?.modules[0]?.lessons).toEqual(['b', 'a', 'c']);
    expect(moveLesson(outline, 'b', 1)?.modules[0]?.lessons).toEqual(['a', 'c', 'b']);
    expect(moveLesson(outline, 'c', 1)).toBeNull();
    expect(moveLesson(outline, 'd', -1)).toBeNull();
    // The original is left as it was.
    expect(outline.modules[0]?.lessons).toEqual(['a', 'b', 'c']);
  });

  it('moves a lesson to the end of another module', () => {
    expect(moveLessonToModule(outline, 'a', 'm2')).toEqual({
      modules: [
        { id: 'm1', lessons: ['b', 'c'] },
        { id: 'm2', lessons: ['d', 'a'] },
      ],
    });
    expect(moveLessonToModule(outline, 'a', 'm1')).toBeNull();
    expect(moveLessonToModule(outline, 'a', 'absent')).toBeNull();
  });

  it('takes an outline of ids only', () => {
    expect(courseOutlineSchema.safeParse(outline).success).toBe(true);
    expect(courseOutlineSchema.safeParse({ modules: [{ id: '', lessons: [] }] }).success).toBe(false);
    expect(courseOutlineSchema.safeParse({ modules: [{ id: 'm1', lessons: [3] }] }).success).toBe(false);
  });
});
