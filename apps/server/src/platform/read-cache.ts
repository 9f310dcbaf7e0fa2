/**
 * How long a cached read lives on the embedded (single-instance) store. Writes through this instance's
 * Kysely clear the caches at once (see db/write-watch.ts). A TTL of 0 turns the cache off (shared PostgreSQL).
 */
export const READ_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

/** A small, short-lived cache for the hottest reads (the session behind a token, GET /api/me). */
export class ReadCache<Value> {
  #entries = new Map<string, { value: Value; expiresAt: number }>();
  #generation = 0;

  constructor(private readonly ttlMs: number = READ_CACHE_TTL_MS) {}

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Loads on a miss; a value loaded while a write cleared the cache is returned but not kept. */
  async getOrLoad(key: string, load: () => Promise<Value>): Promise<Value> {
    if (this.ttlMs <= 0) return load();
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const generation = this.#generation;
    const value = await load();
    if (generation === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
    this.#generation += 1;
  }
}
