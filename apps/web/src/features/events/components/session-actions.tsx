import type { EventSession } from '@campus/domain/events';
import { CalendarPlus, ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button, buttonStyles } from '../../../components/button';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useDownloadSessionIcs } from '../api/download-session-ics';
import { useParticipate, type ParticipationAction } from '../api/participate';

/**
 * Join (a seat left) or wait (full), quit, and the .ics of one session; every outcome is a toast with the server's
 * French message.
 */
export function SessionActions({ session, describedBy }: { session: EventSession; describedBy?: string }) {
  const { t } = useTranslation('events');
  const participation = useParticipate();
  // The button pressed gives way to the next one (`Participer` to `Me désinscrire`): the focus follows it, not <body>.
  const actionsRef = useRef<HTMLDivElement>(null);
  const focusFirstAction = () => actionsRef.current?.querySelector('button')?.focus();
  const followsChange = useRef(false);
  useEffect(() => {
    if (!followsChange.current) return;
    followsChange.current = false;
    focusFirstAction();
  }, [session.participation]);
  const download = useDownloadSessionIcs();
  const isFull = session.seatsTaken >= session.capacity;
  const isOver = session.liveState === 'TERMINATED';

  const act = (action: ParticipationAction) => {
    followsChange.current = true;
    participation.mutate(
      { sessionId: session.id, action },
      {
        onSuccess: ({ message }) => toast({ title: message, variant: 'success' }),
        onError: (error) => {
          followsChange.current = false;
          toast({ title: isApiRequestError(error) ? error.message : t('error'), variant: 'error' });
          focusFirstAction();
        },
      },
    );
  };
  const downloadIcs = () =>
    download.mutate(session.id, {
      onSuccess: () => toast({ title: t('icsDownloaded'), variant: 'success' }),
      onError: () => toast({ title: t('icsFailed'), variant: 'error' }),
    });
  const isBusy = participation.isPending;

  return (
    <div ref={actionsRef} className="flex flex-wrap gap-2">
      {/* A full session offers only what can be done: its waitlist (a seat taken meanwhile still answers the 409). */}
      {!isOver && session.participation === 'NONE' && !isFull ? (
        <Button size="sm" aria-describedby={describedBy} isLoading={isBusy} onClick={() => act('join')}>
          {t('actions.join')}
        </Button>
      ) : null}
      {!isOver && session.participation === 'NONE' && isFull ? (
        <Button size="sm" aria-describedby={describedBy} isLoading={isBusy} onClick={() => act('wait')}>
          {t('actions.wait')}
        </Button>
      ) : null}
      {!isOver && session.participation === 'SEAT' ? (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          isLoading={isBusy}
          onClick={() => act('quit')}
        >
          {t('actions.quit')}
        </Button>
      ) : null}
      {!isOver && session.participation === 'WAITING' ? (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          isLoading={isBusy}
          onClick={() => act('quit')}
        >
          {t('actions.leaveWaitlist')}
        </Button>
      ) : null}
      {session.joinUrl && !isOver ? (
        <a
          href={session.joinUrl}
          aria-describedby={describedBy}
          target="_blank"
          rel="noreferrer"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('actions.joinLink')}
        </a>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-describedby={describedBy}
        isLoading={download.isPending}
        icon={<CalendarPlus aria-hidden="true" className="size-4" />}
        onClick={downloadIcs}
      >
        {t('actions.ics')}
      </Button>
    </div>
  );
}
