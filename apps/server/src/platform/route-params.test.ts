import { AUTH_MESSAGES } from '@campus/domain/account';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { routeId, routeParams } from './route-params.js';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error('not refused');
};

describe('path parameters', () => {
  it('an id is 1 to 200 characters unless the route names its own maximum', () => {
    expect(routeId({ params: { id: 'x'.repeat(200) } })).toBe('x'.repeat(200));
    expect(routeId({ params: { id: 'x'.repeat(128) } }, 128)).toBe('x'.repeat(128));
    for (const read of [
      () => routeId({ params: { id: 'x'.repeat(201) } }),
      () => routeId({ params: { id: 'x'.repeat(129) } }, 128),
      () => routeId({ params: { id: '' } }),
    ]) {
      const error = refusal(read);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).toBody()).toMatchObject({
        error: AUTH_MESSAGES.invalidBody,
        errors: { id: [expect.any(String)] },
      });
    }
  });

  it('several parameters are checked together, each under its name', () => {
    expect(routeParams({ params: { id: 'p1', fileId: 'f1' } }, ['id', 'fileId'], 100)).toEqual({
      id: 'p1',
      fileId: 'f1',
    });
    const error = refusal(() => routeParams({ params: { id: '', fileId: 'f'.repeat(101) } }, ['id', 'fileId'], 100));
    expect(Object.keys((error as HttpError).errors ?? {})).toEqual(['id', 'fileId']);
  });
});
