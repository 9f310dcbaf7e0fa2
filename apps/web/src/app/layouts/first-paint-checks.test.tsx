import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UnsignedContractsModal } from '../../features/contracts/components/unsigned-contracts-modal';
import { TermsOfSaleModal } from '../../features/legal/components/terms-of-sale-modal';
import { jsonResponse, requestUrl, stubFetch } from '../../testing/fetch';
import { stubFrames } from '../../testing/frames';
import { renderWithProviders } from '../../testing/render';
import { makeUser } from '../../testing/users';

const fetchMock = stubFetch();
const { paintFrame } = stubFrames();
const requested = () => fetchMock.mock.calls.map(([url]) => requestUrl(url));

beforeEach(() => {
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      requestUrl(url) === '/api/cgv/needRefresh' ? jsonResponse({ needRefresh: false, terms: null }) : jsonResponse([]),
    ),
  );
});

// One test in this file: whether the first screen was painted is kept for the whole page's life (a first load).
describe("the shell's blocking modals on a first load", () => {
  it('ask for the terms of sale and the contracts to sign once the first screen is painted, not before', async () => {
    renderWithProviders(
      <>
        <TermsOfSaleModal />
        <UnsignedContractsModal />
      </>,
      { user: makeUser() },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requested()).toEqual([]);

    // The frames come one after the other until the checks leave.
    await waitFor(() => {
      act(paintFrame);
      expect(requested()).toEqual(expect.arrayContaining(['/api/cgv/needRefresh', '/api/contract/list/me/waiting']));
    });
  });
});
