/** Every learning query sits under this key: a completed lesson refreshes the trainings and the outline. */
export const LEARNING_QUERY_KEY = ['learning'] as const;

export const learningKeys = {
  courses: (channel: string) => [...LEARNING_QUERY_KEY, 'courses', channel] as const,
  course: (id: string) => [...LEARNING_QUERY_KEY, 'course', id] as const,
  /** A lesson's file read in the page (a spreadsheet's table, a PDF's bytes). */
  lessonFile: (id: string, as: 'sheet' | 'pdf') => [...LEARNING_QUERY_KEY, as, id] as const,
  /** The administration's lists of a channel (MDB_ADMIN), drafts included. */
  adminCourses: (channel: string) => [...LEARNING_QUERY_KEY, 'admin-courses', channel] as const,
  adminReplays: (channel: string) => [...LEARNING_QUERY_KEY, 'admin-replays', channel] as const,
  replayLinks: (channel: string) => [...LEARNING_QUERY_KEY, 'replay-links', channel] as const,
  adminResources: (channel: string) => [...LEARNING_QUERY_KEY, 'admin-resources', channel] as const,
  /** Every list of brainstorming workshops (by channel and search). */
  workshops: [...LEARNING_QUERY_KEY, 'workshops'] as const,
  /** The dashboard's workshops to come, every channel. */
  futureContents: [...LEARNING_QUERY_KEY, 'future'] as const,
};
