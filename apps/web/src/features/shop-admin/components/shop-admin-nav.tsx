import { useTranslation } from '../../../lib/use-translation';
import { TabNav } from '../../../components/tab-nav';
import { paths } from '../../../config/paths';

const PAGES = [
  { key: 'offers', to: paths.administration.offers },
  { key: 'sales', to: paths.administration.sales },
  { key: 'subscriptions', to: paths.administration.subscriptions },
  { key: 'revenue', to: paths.administration.revenue },
] as const;

/** The four pages of the shop's administration as tabs, the current one marked. */
export function ShopAdminNav() {
  const { t } = useTranslation('shop-admin');
  return (
    <TabNav
      label={t('nav.label')}
      items={PAGES.map((page) => ({ key: page.key, to: page.to, label: t(`nav.${page.key}`), end: true }))}
    />
  );
}
