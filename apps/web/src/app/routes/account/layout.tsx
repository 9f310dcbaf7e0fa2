import { buildAccountMenu } from '@campus/domain/navigation';
import { useTranslation } from '../../../lib/use-translation';
import { Outlet } from 'react-router';
import { TabNav } from '../../../components/tab-nav';
import { useSignedInUser } from '../../../lib/auth/me';

/** `/mon-compte`: the account pages under their tabs (Mon activité only for customers). */
export default function AccountLayout() {
  const { t } = useTranslation(['account', 'navigation']);
  const user = useSignedInUser();
  return (
    <div>
      <TabNav
        label={t('account:tabs.label')}
        className="mb-6"
        items={buildAccountMenu(user).map((tab) => ({
          key: tab.id,
          to: tab.url,
          label: t(`navigation:menu.${tab.id}`),
        }))}
      />
      <Outlet />
    </div>
  );
}
