import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { countryOptions } from '../../../features/account/countries';
import { BillingAddressSection } from '../../../features/billing/components/billing-address-section';
import { InvoicesSection } from '../../../features/billing/components/invoices-section';
import { PaymentMethodsSection } from '../../../features/billing/components/payment-methods-section';
import { SubscriptionsSection } from '../../../features/billing/components/subscriptions-section';
import { useSignedInUser } from '../../../lib/auth/me';

/** `/mon-compte/mes-factures`: invoices, subscriptions beside them, payment methods and the billing address. */
export default function InvoicesPage() {
  const { t, i18n } = useTranslation('account');
  const user = useSignedInUser();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <>
      <PageHeader title={t('invoices.title')} description={t('invoices.intro')} />
      {/* Narrow screens: invoices, then subscriptions and cards, then the address; wide: the side column beside. */}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 xl:col-start-1 xl:row-start-1">
          <InvoicesSection joinedAt={user.createdAt} />
        </div>
        <aside
          className="min-w-0 space-y-6 xl:col-start-2 xl:row-span-2 xl:row-start-1"
          aria-label={t('invoices.title')}
        >
          <SubscriptionsSection />
          <PaymentMethodsSection />
        </aside>
        <div className="min-w-0 xl:col-start-1 xl:row-start-2">
          <BillingAddressSection countries={countries} />
        </div>
      </div>
    </>
  );
}
