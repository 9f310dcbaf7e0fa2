import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type LevelWithSilentOrString, type Logger } from 'pino';
import type { AppConfig } from './config.js';

/** Lines are handed over to the writer once this much text is waiting (SonicBoom's largest single write)... */
export const LOG_BATCH_BYTES = 16 * 1024;
/** ...or once the first of them has waited this long: a quiet server's log is late by this much at most. */
export const LOG_BATCH_MS = 50;

/**
 * Pino's destination on stdout: lines are joined and handed to an asynchronous SonicBoom in batches (which writes them
 * in the background; on exit, pino and `flushSync` write what is left). Handed one by one, under load each line cost
 * about two microseconds more: a write for nearly every request, and SonicBoom measuring all the text it holds again
 * at every line.
 */
export class BatchedDestination {
  #lines: string[] = [];
  #length = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly sink: Pick<ReturnType<typeof pino.destination>, 'write' | 'flushSync'>) {}

  write(line: string): boolean {
    this.#lines.push(line);
    this.#length += line.length;
    if (this.#length >= LOG_BATCH_BYTES) this.#handOver();
    else if (this.#timer === undefined) this.#timer = setTimeout(this.#onTimer, LOG_BATCH_MS).unref();
    return true;
  }

  /** Hands the waiting lines over and writes everything at once (the process is about to exit). */
  flushSync(): void {
    this.#handOver();
    this.sink.flushSync();
  }

  #onTimer = (): void => {
    this.#timer = undefined;
    this.#handOver();
  };

  #handOver(): void {
    if (this.#lines.length === 0) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.#length = 0;
    this.sink.write(text);
  }
}

/** Pino on stdout, in batches (see BatchedDestination). Tests pass the level 'silent': no logger. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger | null {
  if (config.logLevel === 'silent') return null;
  const destination = new BatchedDestination(pino.destination({ dest: 1, sync: false }));
  // Lines still waiting when the process exits are written by this listener (it runs synchronously).
  process.once('exit', () => destination.flushSync());
  return pino({ level: config.logLevel, hooks: { logMethod: clientGoneIsNoError } }, destination);
}

/** Node's and end-of-stream's error when a stream stops before its end: here, a response whose client went away. */
const isPrematureClose = (value: unknown) =>
  value instanceof Error &&
  ((value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || value.message === 'premature close');

/**
 * A client that goes away before the end of its answer (a closed tab, a video seeked elsewhere, a page reloaded) is
 * not a server error: the compression's pipe and the error handler report it as one, it is logged at debug. The
 * operator's error lines stay the ones to look at.
 */
export function clientGoneIsNoError(
  this: Logger,
  args: Parameters<Logger['error']>,
  method: (...args: Parameters<Logger['error']>) => void,
  level: number,
): void {
  const [first] = args as unknown[];
  const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
  if (level >= pino.levels.values.error! && isPrematureClose(error)) {
    if (this.isLevelEnabled('debug')) this.debug({ err: error }, 'the client went away before the end of the answer');
    return;
  }
  method.apply(this, args);
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger (`request.log`): pino's child with the request's id, made only when something logs through it.
 * Most requests log nothing but their completed line (request-log.ts, through the root logger with the id), and
 * making a child for each request was a measurable share of the hottest routes.
 */
class RequestLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LevelWithSilentOrString {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  #write(level: LevelName, args: unknown[]): void {
    const logger = this.#logger();
    Reflect.apply(logger[level], logger, args);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
}

export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  parent,
  bindings,
  options,
) => new RequestLogger(parent, bindings, options);
