import { availableParallelism } from 'node:os';
import { Worker, parentPort } from 'node:worker_threads';

/** The functions a worker file serves: plain data in (structured clone), plain data out. */
export type WorkerTasks = Record<string, (...args: never[]) => unknown>;

interface TaskRequest {
  id: number;
  task: string;
  args: unknown[];
}
type TaskReply = { id: number; value: unknown } | { id: number; failure: string };

/**
 * Serves `tasks` to the pool that started this worker thread (a worker file's last line). A task that throws answers
 * its message; the thread goes on with the next one.
 */
export function serveTasks(tasks: WorkerTasks): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', ({ id, task, args }: TaskRequest) => {
    const run = tasks[task] as ((...values: unknown[]) => unknown) | undefined;
    Promise.resolve()
      .then(() => {
        if (!run) throw new Error(`unknown worker task ${task}`);
        return run(...args);
      })
      .then(
        (value) => port.postMessage({ id, value } satisfies TaskReply),
        (error: unknown) =>
          port.postMessage({ id, failure: error instanceof Error ? error.message : String(error) } satisfies TaskReply),
      );
  });
}

/**
 * The worker file beside the calling file: `<name>.ts` from the sources (development, tests), loaded through tsx's
 * loader (typescript-worker.mjs), or `<name>.js` beside the server's bundle (scripts/builds.mjs builds it as an entry
 * of its own next to dist/main.js).
 */
export function workerFile(name: string, callerUrl: string): { url: URL; fromSources: boolean } {
  const fromSources = callerUrl.endsWith('.ts');
  return { url: new URL(`./${name}.${fromSources ? 'ts' : 'js'}`, callerUrl), fromSources };
}

export interface WorkerPoolOptions {
  /** Threads at most (default: the cores but one, 1 or 2). */
  size?: number;
  /** A task running longer fails and its thread is ended (a new one takes its place). */
  timeoutMs?: number;
  /** A thread past this heap ends with an error, and its task fails (the server's memory stays bounded). */
  maxHeapMb?: number;
  /** An idle thread ends after this long (it is started again when needed). */
  idleMs?: number;
}

interface Job {
  task: string;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
  idleTimer: NodeJS.Timeout | null;
}

/**
 * CPU-heavy work (rendering a PDF: 0.2 to 0.5 s each) run in worker threads, so the event loop keeps answering every
 * other request meanwhile. Threads start on the first task and end once idle; the tasks wait in order for a free one.
 * An idle thread does not keep the process alive.
 */
export class WorkerPool<Tasks extends WorkerTasks> {
  readonly #file: { url: URL; fromSources: boolean };
  readonly #size: number;
  readonly #timeoutMs: number;
  readonly #maxHeapMb: number;
  readonly #idleMs: number;
  readonly #threads = new Set<Thread>();
  readonly #queue: Job[] = [];
  #nextId = 0;

  constructor(file: { url: URL; fromSources: boolean }, options: WorkerPoolOptions = {}) {
    this.#file = file;
    this.#size = options.size ?? Math.min(2, Math.max(1, availableParallelism() - 1));
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#maxHeapMb = options.maxHeapMb ?? 256;
    this.#idleMs = options.idleMs ?? 60_000;
  }

  /** Runs `task` of the worker file with `args` in a thread; its answer, or its failure as an Error. */
  run<Name extends keyof Tasks & string>(
    task: Name,
    ...args: Parameters<Tasks[Name]>
  ): Promise<Awaited<ReturnType<Tasks[Name]>>> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ task, args, resolve: resolve as (value: unknown) => void, reject });
      this.#dispatch();
    });
  }

  /** Ends every thread (a task still running fails). */
  async close(): Promise<void> {
    await Promise.all([...this.#threads].map((thread) => thread.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const thread = [...this.#threads].find((candidate) => !candidate.job) ?? this.#startThread();
      if (!thread) return;
      this.#give(thread, this.#queue.shift()!);
    }
  }

  #startThread(): Thread | null {
    if (this.#threads.size >= this.#size) return null;
    // From the sources, a small ES module registers tsx's loader in the thread, then loads the TypeScript file.
    const resourceLimits = { maxOldGenerationSizeMb: this.#maxHeapMb };
    const worker = this.#file.fromSources
      ? new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
          workerData: { entry: this.#file.url.href },
          resourceLimits,
        })
      : new Worker(this.#file.url, { resourceLimits });
    const thread: Thread = { worker, job: null, idleTimer: null };
    this.#threads.add(thread);
    worker.on('message', (reply: TaskReply) => {
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      clearTimeout(job.timer);
      thread.job = null;
      if ('failure' in reply) job.reject(new Error(reply.failure));
      else job.resolve(reply.value);
      this.#rest(thread);
      this.#dispatch();
    });
    const fail = (error: Error) => {
      this.#threads.delete(thread);
      if (thread.idleTimer) clearTimeout(thread.idleTimer);
      const job = thread.job;
      thread.job = null;
      if (job) {
        clearTimeout(job.timer);
        job.reject(error);
      }
      this.#dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker thread ended (exit code ${code})`)));
    return thread;
  }

  #give(thread: Thread, job: Job): void {
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    thread.worker.ref();
    const id = (this.#nextId += 1);
    const timer = setTimeout(() => {
      job.reject(new Error(`worker task ${job.task} took over ${this.#timeoutMs} ms`));
      thread.job = null;
      this.#end(thread);
    }, this.#timeoutMs);
    timer.unref();
    thread.job = { ...job, id, timer };
    thread.worker.postMessage({ id, task: job.task, args: job.args } satisfies TaskRequest);
  }

  /** An idle thread lets the process exit, and ends after a while. */
  #rest(thread: Thread): void {
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => this.#end(thread), this.#idleMs);
    thread.idleTimer.unref();
  }

  /** Out of the pool at once (no task is given to it any more), then terminated. */
  #end(thread: Thread): void {
    this.#threads.delete(thread);
    void thread.worker.terminate();
    this.#dispatch();
  }
}
