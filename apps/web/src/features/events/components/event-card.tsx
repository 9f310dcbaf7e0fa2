import type { CampusEvent } from '@campus/domain/events';
import { MapPin, Video } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { EventAdminActions } from './event-admin-actions';
import { SessionRow } from './session-row';

interface EventCardProps {
  event: CampusEvent;
  /** The link to the event's own page; left out on that page. */
  detailsHref?: string;
  /** The page's own event is its h1; in a list each event is an h2. */
  headingLevel?: 'h1' | 'h2';
  /** Admins (MDB_ADMIN) get the tools to edit and delete the event and its sessions. */
  canEdit?: boolean;
  /** Called once the admin has deleted the event. */
  onDeleted?: () => void;
}

/** An event: its type, where it happens, its sessions with their actions. */
export function EventCard({ event, detailsHref, headingLevel = 'h2', canEdit = false, onDeleted }: EventCardProps) {
  const { t } = useTranslation('events');
  const Heading = headingLevel;
  const provider = t(`providers.${event.provider ?? 'ZOOM'}`);
  return (
    <Card className="p-5">
      <article aria-labelledby={`event-${event.id}`}>
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">
          {t(`types.${event.type}`)} · {t(`modes.${event.mode}`)}
        </p>
        <Heading
          id={`event-${event.id}`}
          className={headingLevel === 'h1' ? 'mt-1 text-2xl font-semibold' : 'mt-1 text-lg font-semibold'}
        >
          {event.title}
        </Heading>
        {event.description ? <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{event.description}</p> : null}
        <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-soft">
          {event.mode === 'PHYSICAL' ? (
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <Video aria-hidden="true" className="size-4 shrink-0" />
          )}
          {event.mode === 'PHYSICAL' ? event.address : t('online', { provider })}
        </p>
        <ul className="mt-3" aria-label={t('sessions')}>
          {event.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              provider={event.mode === 'ONLINE' ? event.provider : null}
              adminOf={canEdit ? event : undefined}
            />
          ))}
        </ul>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-ink-soft">
          <span>{t('by', { name: event.author.name })}</span>
          {detailsHref ? (
            <Link to={detailsHref} className="font-medium text-accent hover:underline">
              {t('actions.details')}
            </Link>
          ) : null}
        </div>
        {canEdit ? (
          <div className="mt-3 border-t border-line pt-3">
            <EventAdminActions event={event} onDeleted={onDeleted} />
          </div>
        ) : null}
      </article>
    </Card>
  );
}
