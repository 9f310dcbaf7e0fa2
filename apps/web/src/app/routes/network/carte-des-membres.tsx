import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { MembersMapView } from '../../../features/network/map/members-map-view';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { useSendMessageAction } from './send-message';

/** The members map: the only page that loads the outlines of the departments and d3-geo. */
export default function MembersMapPage() {
  const { t } = useTranslation('network');
  const { channel } = useActiveChannel();
  const sendMessage = useSendMessageAction();
  return (
    <>
      <PageHeader title={t('map.title')} description={t('map.description')} />
      <MembersMapView key={channel} channel={channel} renderAction={sendMessage} />
    </>
  );
}
