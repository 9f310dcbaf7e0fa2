import { UserCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { useCoaches } from '../../../features/network/api/get-coaches';
import { PeopleList } from '../../../features/network/components/people-list';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { useSendMessageAction } from './send-message';

/** `/mon-reseau/mes-coachs`: the coaches of members without MDB. */
export default function CoachesPage() {
  const { t } = useTranslation(['navigation', 'sections', 'network']);
  const { channel } = useActiveChannel();
  const sendMessage = useSendMessageAction();
  return (
    <>
      <PageHeader title={t('navigation:menu.coaches')} description={t('sections:coaches.description')} />
      <PeopleList
        query={useCoaches(channel)}
        empty={t('network:people.emptyCoaches')}
        icon={<UserCheck aria-hidden="true" />}
        renderAction={sendMessage}
      />
    </>
  );
}
