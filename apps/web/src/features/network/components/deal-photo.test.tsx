import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequests, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { DealPhoto } from './deal-photo';

const fetchMock = stubFetch();

describe("a deal's photo", () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:deal-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is fetched with the bearer token (a draft is its author’s only) and shown from its bytes', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), {
        headers: { 'Content-Type': 'image/png' },
      }),
    );
    const { unmount } = renderWithProviders(<DealPhoto url="/api/deals/d1/photos/p1" alt="Photo 1 du deal" />, {
      user: makeUser(),
    });
    const image = screen.getByRole('img', { name: 'Photo 1 du deal' });
    await waitFor(() => expect(image).toHaveAttribute('src', 'blob:deal-photo'));
    expect(sentRequests(fetchMock)).toEqual([
      { request: 'GET /api/deals/d1/photos/p1', authorization: 'Bearer test-token' },
    ]);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:deal-photo');
  });
});
