import { canSeeEvents, isMdbAdmin } from '@campus/domain/rights';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { CreateEventButton } from '../../features/events/components/create-event-button';
import { EventDetail } from '../../features/events/components/event-detail';
import { EventsList } from '../../features/events/components/events-list';
import { WorkshopsSection } from '../../features/learning/components/workshops-section';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useSignedInUser } from '../../lib/auth/me';
import { eventsQueryOptions } from '../../features/events/api/get-events';
import { workshopsQueryOptions } from '../../features/learning/api/get-workshops';
import type { PagePrefetch } from '../page-prefetch';

/** The list's first data: the channel's upcoming events (EventsList) and its workshops (WorkshopsSection). */
export const prefetch: PagePrefetch = ({ queryClient, user, channel, searchParams }) => {
  // A starter-MDB member has no events; `?id=` shows one event.
  if (!canSeeEvents(user) || searchParams.has('id')) return;
  void queryClient.prefetchQuery(eventsQueryOptions({ channel, period: 'upcoming' }));
  void queryClient.prefetchQuery(workshopsQueryOptions(channel, ''));
};

/** `/mes-evenements`: the channel's upcoming and past events; `?id=` shows one event. Admins also edit them. */
export default function EventsPage() {
  const { t } = useTranslation('events');
  const user = useSignedInUser();
  const { channel } = useActiveChannel();
  const [search] = useSearchParams();
  const canEdit = isMdbAdmin(user);
  const id = search.get('id');
  if (id) return <EventDetail id={id} backHref={paths.events} canEdit={canEdit} />;
  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={canEdit ? <CreateEventButton channels={user.userChannels} defaultChannel={channel} /> : null}
      />
      <EventsList channel={channel} detailsHref={paths.event} canEdit={canEdit} />
      <WorkshopsSection channel={channel} channels={user.userChannels} canValidate={canEdit} />
    </div>
  );
}
