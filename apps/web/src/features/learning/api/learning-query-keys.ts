/** Every learning query sits under this key: a completed lesson refreshes the trainings and the outline. */
export const LEARNING_QUERY_KEY = ['learning'] as const;

export const learningKeys = {
  courses: (channel: string) => [...LEARNING_QUERY_KEY, 'courses', channel] as const,
  course: (id: string) => [...LEARNING_QUERY_KEY, 'course', id] as const,
};
