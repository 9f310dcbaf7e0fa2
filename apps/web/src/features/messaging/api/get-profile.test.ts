import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from './get-profile';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch() {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      new Response(JSON.stringify({ success: true, data: { displayName: url, pictureUrl: null } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a member’s name and picture', () => {
  it('is asked for in a task of its own: the rows of a list asking together do not make one long task', async () => {
    const fetch = stubFetch();
    const profiles = Promise.all([getProfile('u1'), getProfile('u2'), getProfile('u3')]);
    // Promise callbacks run within the current task: no request has left yet.
    await Promise.resolve();
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    const answers = await profiles;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(answers.map(({ displayName }) => displayName)).toEqual([
      '/api/firebase/user/u1/info',
      '/api/firebase/user/u2/info',
      '/api/firebase/user/u3/info',
    ]);
  });
});
