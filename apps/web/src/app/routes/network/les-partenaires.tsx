import { Handshake } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { ExpertList, NetworkContactList, PointOfSaleList } from '../../../features/network/components/network-contacts';

/** `/mon-reseau/les-partenaires`: partners, experts and training points of sale. */
export default function PartnersPage() {
  const { t } = useTranslation(['navigation', 'sections', 'network']);
  return (
    <>
      <PageHeader title={t('navigation:menu.partners')} description={t('sections:partners.description')} />
      <div className="space-y-8">
        <section aria-labelledby="partners-title" className="space-y-3">
          <h2 id="partners-title" className="text-lg font-semibold text-ink">
            {t('network:partners.partnersTitle')}
          </h2>
          <NetworkContactList kind="partners" icon={<Handshake aria-hidden="true" />} />
        </section>
        <section aria-labelledby="experts-title" className="space-y-3">
          <h2 id="experts-title" className="text-lg font-semibold text-ink">
            {t('network:partners.expertsTitle')}
          </h2>
          <ExpertList />
        </section>
        <section aria-labelledby="pdvs-title" className="space-y-3">
          <h2 id="pdvs-title" className="text-lg font-semibold text-ink">
            {t('network:partners.pdvsTitle')}
          </h2>
          <PointOfSaleList />
        </section>
      </div>
    </>
  );
}
