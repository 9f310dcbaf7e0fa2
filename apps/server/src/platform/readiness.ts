declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance should be sent traffic (GET /api/health/ready), and its drain on SIGTERM. */
    readiness: Readiness;
  }
}

/** A dependency that answers slower than this is counted as down: a load balancer's check must not hang. */
export const READINESS_CHECK_TIMEOUT_MS = 1000;

/**
 * What an instance needs to serve: its dependencies (the database, Redis when configured), each registered by the
 * code that opens it, and not being drained. A draining instance stays alive but is taken out of the rotation.
 */
export class Readiness {
  readonly #checks = new Map<string, () => Promise<unknown>>();
  readonly #drainListeners: (() => void)[] = [];
  #isDraining = false;

  addCheck(name: string, check: () => Promise<unknown>): void {
    this.#checks.set(name, check);
  }

  /** What a part does when the instance starts draining (the realtime hub closes its sockets). */
  onDrain(listener: () => void): void {
    this.#drainListeners.push(listener);
  }

  /** SIGTERM: from now on the instance says it is not ready, while it finishes what it has started. */
  startDraining(): void {
    if (this.#isDraining) return;
    this.#isDraining = true;
    for (const listener of this.#drainListeners) listener();
  }

  get isDraining(): boolean {
    return this.#isDraining;
  }

  /** The names of the dependencies that do not answer in time (empty when all do). */
  async failingChecks(): Promise<string[]> {
    const results = await Promise.all(
      [...this.#checks].map(async ([name, check]) => ((await answersInTime(check)) ? null : name)),
    );
    return results.filter((name) => name !== null);
  }
}

async function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
