/**
 * How long a cached read lives on the embedded (single-instance) store. Writes through this instance's
 * Kysely clear the caches at once (see db/write-watch.ts). A TTL of 0 turns the cache off (shared PostgreSQL).
 */
export const READ_CACHE_TTL_MS = 1000;
/** What one cache may hold, keys and values together: a flood of distinct keys cannot grow the server past it. */
export const READ_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/** A Map entry and its record, beside the key and the value themselves. */
const ENTRY_OVERHEAD_BYTES = 96;

/** Strings count two bytes a character (UTF-16); other values their JSON. */
const textBytes = (text: string) => text.length * 2;
const valueBytes = (value: unknown) => textBytes(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A small, short-lived cache for the hottest reads (the session behind a token, GET /api/me). */
export class ReadCache<Value> {
  #entries = new Map<string, { value: Value; expiresAt: number; bytes: number }>();
  #bytes = 0;
  #generation = 0;

  constructor(
    private readonly ttlMs: number = READ_CACHE_TTL_MS,
    private readonly maxBytes: number = READ_CACHE_MAX_BYTES,
  ) {}

  /** The approximate memory the entries hold. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.value;
    this.#delete(key);
    return undefined;
  }

  /** Loads on a miss; a value loaded while a write cleared the cache is returned but not kept. */
  async getOrLoad(key: string, load: () => Promise<Value>): Promise<Value> {
    const cached = this.get(key);
    return cached !== undefined ? cached : this.#load(key, load);
  }

  /**
   * `use` of the value: at once when it is cached (the hot paths' usual case, without waiting for a promise), once
   * loaded (as `getOrLoad`) on a miss.
   */
  withValue<Result>(key: string, load: () => Promise<Value>, use: (value: Value) => Result): Result | Promise<Result> {
    const cached = this.get(key);
    return cached !== undefined ? use(cached) : this.#load(key, load).then(use);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  async #load(key: string, load: () => Promise<Value>): Promise<Value> {
    if (this.ttlMs <= 0) return load();
    const generation = this.#generation;
    const value = await load();
    if (generation === this.#generation) this.#set(key, value);
    return value;
  }

  #set(key: string, value: Value): void {
    this.#delete(key);
    const bytes = ENTRY_OVERHEAD_BYTES + textBytes(key) + valueBytes(value);
    if (bytes > this.maxBytes) return;
    // The oldest entries go first (a Map iterates in insertion order) until the new one fits.
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes + bytes <= this.maxBytes) break;
      this.#delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: Date.now() + this.ttlMs, bytes });
    this.#bytes += bytes;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
