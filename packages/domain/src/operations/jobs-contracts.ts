import * as z from 'zod/mini';

// The background jobs an admin follows (architecture 4.12 `GET /api/admin/jobs/{jobId}`): a job's life, its report
// and why it failed. Times are ISO-8601 UTC.

/** queued (waiting for its time or a retry), running, done (its report kept), failed (every attempt spent). */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The failed jobs page: newest failure first. */
export const FAILED_JOBS_PAGE_SIZE = 20;

export const OPERATIONS_MESSAGES = {
  jobNotFound: 'Tâche introuvable',
  jobNotFailed: 'Seule une tâche en échec peut être relancée',
} as const;

// GET /api/admin/jobs/{jobId}, POST /api/admin/jobs/{jobId}/retry, and each entry of GET /api/admin/jobs/failed.
export const jobSchema = z.object({
  id: z.string(),
  /** What the job does, by the name its module gave it (`deal-reminders`); the web app shows its label. */
  name: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Runs started so far, the current one included. */
  attempts: z.int(),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  /** The last failure's message (never a stack or a secret); kept while a retry waits. */
  error: z.nullable(z.string()),
  /** What the job returned when done (counts, rows, …), as its module shaped it. */
  report: z.nullable(z.record(z.string(), z.unknown())),
  /** While it runs, how far it is, when the job tells it (a members import: lines written of all). */
  progress: z.optional(z.object({ done: z.int(), total: z.int() })),
});
export type Job = z.infer<typeof jobSchema>;

export const failedJobsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(400))),
});
export type FailedJobsQuery = z.infer<typeof failedJobsQuerySchema>;

export const failedJobsPageSchema = z.object({
  items: z.array(jobSchema),
  nextCursor: z.nullable(z.string()),
});
export type FailedJobsPage = z.infer<typeof failedJobsPageSchema>;
