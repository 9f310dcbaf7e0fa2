import { EVENT_MESSAGES, type EventSession, type WebinarProvider } from '@campus/domain/events';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';

interface WebinarRegistrationStatusProps {
  session: EventSession;
  provider: WebinarProvider | null;
}

/**
 * The member's registration with the session's provider: being made, made (their own link shows shortly before the
 * start), or failed after every attempt (spec 8's message; their place stays reserved).
 */
export function WebinarRegistrationStatus({ session, provider }: WebinarRegistrationStatusProps) {
  const { t } = useTranslation('events');
  const state = session.webinarRegistration;
  if (!state || session.liveState === 'TERMINATED') return null;
  if (state === 'FAILED') {
    return (
      <p role="alert" className="mt-2 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {EVENT_MESSAGES.webinarRegistrationFailed}
      </p>
    );
  }
  // Registered with the link open: the join link itself says it.
  if (state === 'REGISTERED' && session.joinUrl) return null;
  return (
    <p role="status" className="mt-2 text-sm text-ink-soft">
      {t(`webinar.${state}`, { provider: t(`providers.${provider ?? 'LIVESTORM'}`) })}
    </p>
  );
}
