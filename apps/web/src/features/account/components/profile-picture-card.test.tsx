import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { memberFixture } from '../testing/member-fixture';
import { ProfilePictureCard } from './profile-picture-card';
import { TestProviders } from '../../../testing/render';

interface FakeAnswer {
  status: number;
  body: string;
}

/** Stands in for XMLHttpRequest: records what is sent and answers once the upload "progressed". */
function stubUpload(answer: FakeAnswer) {
  const sent: { method: string; url: string; body: FormData }[] = [];
  class FakeRequest {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

function renderCard() {
  render(
    <TestProviders client={new QueryClient()}>
      <MemoryRouter>
        <ProfilePictureCard user={memberFixture()} />
        <Toaster />
      </MemoryRouter>
    </TestProviders>,
  );
}

const picture = () => new File(['image'], 'portrait.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePictureCard', () => {
  it('sends the image as the multipart field picture with PUT /api/me/picture', async () => {
    const sent = stubUpload({
      status: 200,
      body: JSON.stringify(memberFixture({ pictureUrl: '/uploads/pictures/new.png' })),
    });
    renderCard();

    await userEvent.upload(screen.getByLabelText('Choisir une nouvelle photo de profil'), picture());

    expect(await screen.findByText('Votre photo de profil a été mise à jour')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/me/picture' });
    expect(sent[0]!.body.get('picture')).toBeInstanceOf(File);
  });

  it('shows the French size message when the server refuses the upload with a 413', async () => {
    stubUpload({ status: 413, body: '<html>Request Entity Too Large</html>' });
    renderCard();

    await userEvent.upload(screen.getByLabelText('Choisir une nouvelle photo de profil'), picture());

    expect(await screen.findByText(VIOLATION_MESSAGES.uploadsSize)).toBeInTheDocument();
  });

  it('shows the violation the server sends for the picture field', async () => {
    stubUpload({
      status: 400,
      body: JSON.stringify({
        error: 'Le fichier doit être une image (JPEG, PNG, WebP ou GIF)',
        errors: { picture: ['Le fichier doit être une image (JPEG, PNG, WebP ou GIF)'] },
      }),
    });
    renderCard();

    await userEvent.upload(screen.getByLabelText('Choisir une nouvelle photo de profil'), picture());

    expect(await screen.findByText('Le fichier doit être une image (JPEG, PNG, WebP ou GIF)')).toBeInTheDocument();
    expect(screen.getByLabelText('Choisir une nouvelle photo de profil')).toHaveAttribute('aria-invalid', 'true');
  });
});
