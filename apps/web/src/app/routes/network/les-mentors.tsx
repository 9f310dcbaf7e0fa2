import { Compass } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { useMentors } from '../../../features/network/api/get-mentors';
import { PeopleList } from '../../../features/network/components/people-list';
import { useSendMessageAction } from './send-message';

/** `/mon-reseau/les-mentors`: the mentors of MDB members. */
export default function MentorsPage() {
  const { t } = useTranslation(['navigation', 'sections', 'network']);
  const sendMessage = useSendMessageAction();
  return (
    <>
      <PageHeader title={t('navigation:menu.mentors')} description={t('sections:mentors.description')} />
      <PeopleList
        query={useMentors()}
        empty={t('network:people.emptyMentors')}
        icon={<Compass aria-hidden="true" />}
        renderAction={sendMessage}
      />
    </>
  );
}
