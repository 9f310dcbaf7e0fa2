import { BookUser } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { NetworkContactList } from '../../../features/network/components/network-contacts';

/** `/mon-reseau/bons-contacts` (and the MDB layout's `/mon-reseau/bon-contacts`): trades and services. */
export default function GoodContactsPage() {
  const { t } = useTranslation(['navigation', 'sections']);
  return (
    <>
      <PageHeader title={t('navigation:menu.goodContacts')} description={t('sections:goodContacts.description')} />
      <NetworkContactList kind="good-contacts" icon={<BookUser aria-hidden="true" />} />
    </>
  );
}
