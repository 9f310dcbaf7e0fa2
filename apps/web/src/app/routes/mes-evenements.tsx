import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { EventDetail } from '../../features/events/components/event-detail';
import { EventsList } from '../../features/events/components/events-list';
import { useActiveChannel } from '../../lib/auth/active-channel';

/** `/mes-evenements`: the channel's upcoming and past events; `?id=` shows one event. */
export default function EventsPage() {
  const { t } = useTranslation('events');
  const { channel } = useActiveChannel();
  const [search] = useSearchParams();
  const id = search.get('id');
  if (id) return <EventDetail id={id} backHref={paths.events} />;
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <EventsList channel={channel} detailsHref={paths.event} />
    </div>
  );
}
