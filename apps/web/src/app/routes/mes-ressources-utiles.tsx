import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/page-header';
import { ResourcesList } from '../../features/learning/components/resources-list';
import { MenuIcon } from '../../features/navigation/components/menu-icon';
import { useActiveChannel } from '../../lib/auth/active-channel';

/** `Mes ressources utiles`: the channel's documents and links, by category. */
export default function ResourcesPage() {
  const { t } = useTranslation('learning');
  const { channel } = useActiveChannel();
  return (
    <>
      <PageHeader title={t('resources.title')} description={t('resources.description')} />
      <ResourcesList channel={channel} emptyIcon={<MenuIcon name="ressources" />} />
    </>
  );
}
