import { Map as MapIcon, Search } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { MemberDirectory } from '../../../features/network/components/member-directory';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { useSendMessageAction } from './send-message';

/** `/mon-reseau/les-membres`: the directory of the channel's customers. */
export default function MembersPage() {
  const { t } = useTranslation(['navigation', 'sections', 'network']);
  const { channel } = useActiveChannel();
  const sendMessage = useSendMessageAction();
  return (
    <>
      <PageHeader
        title={t('navigation:menu.members')}
        description={t('sections:members.description')}
        actions={
          <>
            <Link to={paths.networkSearch()} className={buttonStyles({ variant: 'secondary' })}>
              <Search className="size-4" aria-hidden="true" />
              {t('network:search.title')}
            </Link>
            <Link to={paths.membersMap} className={buttonStyles({ variant: 'secondary' })}>
              <MapIcon className="size-4" aria-hidden="true" />
              {t('network:members.map')}
            </Link>
          </>
        }
      />
      <MemberDirectory key={channel} channel={channel} renderAction={sendMessage} />
    </>
  );
}
