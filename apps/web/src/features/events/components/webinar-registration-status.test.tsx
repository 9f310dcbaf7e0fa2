import { EVENT_MESSAGES } from '@campus/domain/events';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { makeSession } from '../testing/event-fixtures';
import { WebinarRegistrationStatus } from './webinar-registration-status';

const seat = { participation: 'SEAT' as const };

describe('WebinarRegistrationStatus', () => {
  it('shows the spec’s message when the registration failed', () => {
    renderWithProviders(
      <WebinarRegistrationStatus
        session={makeSession({ ...seat, webinarRegistration: 'FAILED' })}
        provider="LIVESTORM"
      />,
      { user: makeUser() },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Erreur lors de l'inscription dans Livestorm. Merci de contacter le service client",
    );
    expect(EVENT_MESSAGES.webinarRegistrationFailed).toBe(
      "Erreur lors de l'inscription dans Livestorm. Merci de contacter le service client",
    );
  });

  it('says the registration is being made, then when the personal link will show', () => {
    const { rerender } = renderWithProviders(
      <WebinarRegistrationStatus session={makeSession({ ...seat, webinarRegistration: 'PENDING' })} provider="ZOOM" />,
      { user: makeUser() },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Inscription à Zoom en cours…');
    rerender(
      <WebinarRegistrationStatus
        session={makeSession({ ...seat, webinarRegistration: 'REGISTERED' })}
        provider="LIVESTORM"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Inscrit sur Livestorm : votre lien personnel');
  });

  it('says nothing once the personal link shows, nor for a session without a provider registration', () => {
    const { container, rerender } = renderWithProviders(
      <WebinarRegistrationStatus
        session={makeSession({ ...seat, webinarRegistration: 'REGISTERED', joinUrl: '/api/webinar-sandbox/x' })}
        provider="LIVESTORM"
      />,
      { user: makeUser() },
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<WebinarRegistrationStatus session={makeSession(seat)} provider="LIVESTORM" />);
    expect(container).toBeEmptyDOMElement();
  });
});
