import { isMdbAdmin } from '@campus/domain/rights';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { DealDetail } from '../../../features/network/components/deal-detail';
import { DealModeration } from '../../../features/network/components/deal-moderation';
import { DealsMarket } from '../../../features/network/components/deals-market';
import { ReportButton } from '../../../features/moderation/components/report-button';
import { useSignedInUser } from '../../../lib/auth/me';

/**
 * `/mon-reseau/deals-off-market` and the MDB layout's `/circle/market`: the deals off market; `?id=` shows one deal.
 * Admins also moderate the reports.
 */
export default function DealsPage() {
  const { t } = useTranslation(['navigation', 'sections']);
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const detailsHref = (id: string) => `${pathname}?id=${encodeURIComponent(id)}`;
  const id = search.get('id');
  if (id) {
    return (
      <DealDetail
        key={id}
        id={id}
        backHref={pathname}
        renderReport={(dealId) => <ReportButton kind="deal" id={dealId} />}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('navigation:menu.deals')} description={t('sections:deals.description')} />
      {isMdbAdmin(user) ? <DealModeration detailsHref={detailsHref} /> : null}
      <DealsMarket detailsHref={detailsHref} />
    </>
  );
}
