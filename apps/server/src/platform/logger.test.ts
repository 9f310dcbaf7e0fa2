import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BatchedDestination,
  clientGoneIsNoError,
  LOG_BATCH_BYTES,
  LOG_BATCH_MS,
  requestLoggerFactory,
} from './logger.js';

/** What the batches' writer received. */
function sink() {
  const writes: string[] = [];
  let flushedSync = 0;
  return {
    writes,
    flushedSync: () => flushedSync,
    write: (text: string) => writes.push(text) > 0,
    flushSync: () => {
      flushedSync += 1;
    },
  };
}

describe('log lines are written in batches', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the lines of a quiet moment over together, once the first has waited LOG_BATCH_MS', () => {
    vi.useFakeTimers();
    const writer = sink();
    const destination = new BatchedDestination(writer);
    destination.write('{"msg":"a"}\n');
    destination.write('{"msg":"b"}\n');
    vi.advanceTimersByTime(LOG_BATCH_MS - 1);
    expect(writer.writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writer.writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n']);
    destination.write('{"msg":"c"}\n');
    vi.advanceTimersByTime(LOG_BATCH_MS);
    expect(writer.writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n', '{"msg":"c"}\n']);
  });

  it('hands them over at once when LOG_BATCH_BYTES are waiting', () => {
    vi.useFakeTimers();
    const writer = sink();
    const destination = new BatchedDestination(writer);
    const line = `${'x'.repeat(99)}\n`;
    const lines = Math.ceil(LOG_BATCH_BYTES / line.length);
    for (let index = 0; index < lines; index += 1) destination.write(line);
    expect(writer.writes).toEqual([line.repeat(lines)]);
  });

  it('writes what is waiting when asked to flush synchronously (on exit)', () => {
    const writer = sink();
    const destination = new BatchedDestination(writer);
    destination.write('{"msg":"last words"}\n');
    destination.flushSync();
    expect(writer.writes).toEqual(['{"msg":"last words"}\n']);
    expect(writer.flushedSync()).toBe(1);
  });

  it('keeps every line of pino, in order', () => {
    vi.useFakeTimers();
    const writer = sink();
    const logger = pino({ level: 'info' }, new BatchedDestination(writer));
    for (let index = 0; index < 500; index += 1) logger.info({ index }, 'line');
    vi.advanceTimersByTime(LOG_BATCH_MS);
    const lines = writer.writes.join('').trimEnd().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { index: number }).index)).toEqual([...Array(500).keys()]);
    expect(writer.writes.length).toBeLessThan(10);
  });
});

describe("a request's logger", () => {
  const makeRequestLogger = (parent: pino.Logger) =>
    requestLoggerFactory.call(null as never, parent, { reqId: 'req-1' }, {}, null as never);

  it("is pino's child with the request id, once something logs through it", () => {
    const writer = sink();
    const parent = pino({ level: 'info', base: null, timestamp: false }, { write: writer.write });
    const child = vi.spyOn(parent, 'child');
    const logger = makeRequestLogger(parent);
    expect(child).not.toHaveBeenCalled();
    logger.warn({ discussion: 'd1' }, 'refused');
    logger.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(writer.writes.map((line) => JSON.parse(line) as unknown)).toEqual([
      { level: 40, reqId: 'req-1', discussion: 'd1', msg: 'refused' },
    ]);
  });

  it("tells its parent's level without making the child", () => {
    const parent = pino({ level: 'warn' }, { write: () => undefined });
    const child = vi.spyOn(parent, 'child');
    expect(makeRequestLogger(parent).level).toBe('warn');
    expect(child).not.toHaveBeenCalled();
  });
});

describe('a client that goes away is no error', () => {
  function logged(level: pino.Level = 'info') {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level, hooks: { logMethod: clientGoneIsNoError } },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    return { logger, lines };
  }
  const prematureClose = () => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

  it('logs an answer cut by its client at debug, whether the error comes alone or as err', () => {
    const { logger, lines } = logged('debug');
    logger.error(prematureClose());
    logger.error({ err: new Error('premature close') }, 'request failed');
    expect(lines.map((line) => line.level)).toEqual([20, 20]);
    expect(lines[0]?.msg).toBe('the client went away before the end of the answer');
  });

  it('writes nothing of it at the usual levels, and keeps every other error', () => {
    const { logger, lines } = logged();
    logger.error(prematureClose());
    logger.error({ err: new Error('database is locked') }, 'request failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request failed', err: { message: 'database is locked' } });
  });
});
