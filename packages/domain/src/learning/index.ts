/** @campus/domain/learning: courses, the classroom, levels and points, replays, resources, nutrition. */
export * from './learning-contracts.js';
export * from './learning.js';
export * from './educational-contents.js';
export * from './course-authoring.js';
export * from './content-authoring.js';
