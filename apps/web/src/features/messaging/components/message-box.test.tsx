import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { makeDiscussion } from '../../../testing/discussions';
import { MessageBox, type DraftDiscussion } from './message-box';

const message = { id: 'm1', discussionId: 'd1', date: '2026-01-01T00:00:00.000Z', authorId: 'u1', text: 'Bonjour' };

describe('MessageBox', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function setup(answer: () => Response, draft: DraftDiscussion | null = null) {
    await loadNamespaces(['messaging']);
    const fetchMock = vi.fn((_input: string | URL | Request, _init?: RequestInit) => Promise.resolve(answer()));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MessageBox discussionId="d1" draft={draft} autoFocus={draft !== null} />, {
      user: makeUser(),
    });
    return fetchMock;
  }

  it('refuses an empty message without posting it', async () => {
    const fetchMock = await setup(() => jsonResponse({ message }, 201));
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre message' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le message ne peut pas être vide')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message and clears the box once the server acknowledged it', async () => {
    const fetchMock = await setup(() => jsonResponse({ message }, 201));
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(box, 'Bonjour{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe('/api/discussions/d1/messages');
    expect(JSON.parse(init?.body as string)).toEqual({ text: 'Bonjour' });
  });

  it('keeps the text and shows the server error when the post fails', async () => {
    await setup(() => jsonResponse({ error: 'Trop de messages' }, 429));
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(box, 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Trop de messages')).toBeInTheDocument();
    expect(box).toHaveValue('Bonjour');
  });

  it('keeps the focus in the box through a send made with `Envoyer`', async () => {
    await setup(() => jsonResponse({ message }, 201));
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(box, 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();
  });

  it('in a draft, creates the discussion with its first message, then opens it (issue 34)', async () => {
    const discussion = makeDiscussion({ id: 'direct.me.other' });
    const onStarted = vi.fn();
    const fetchMock = await setup(() => jsonResponse({ discussion, isNew: true, message }, 201), {
      channel: 'immobilier',
      memberId: 'other',
      onStarted,
    });
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    // Opened to write: the focus is in the box.
    expect(box).toHaveFocus();
    await userEvent.type(box, '  Bonjour{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe('/api/discussions');
    expect(JSON.parse(init?.body as string)).toEqual({
      channel: 'immobilier',
      type: 'DIRECT',
      memberIds: ['other'],
      text: '  Bonjour',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: 'direct.me.other' }));
    expect(box).toHaveFocus();
  });
});
