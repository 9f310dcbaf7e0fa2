import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { countryOptions } from '../../../features/account/countries';
import { useSubscriptions } from '../../../features/billing/api/get-subscriptions';
import { BillingAddressSection } from '../../../features/billing/components/billing-address-section';
import { InvoicesSection } from '../../../features/billing/components/invoices-section';
import { PaymentMethodsSection } from '../../../features/billing/components/payment-methods-section';
import { SubscriptionsSection } from '../../../features/billing/components/subscriptions-section';
import { OffersSection } from '../../../features/shop/components/offers-section';
import { useSignedInUser } from '../../../lib/auth/me';

/** The offers the member subscribes to now (canceled at the period's end too): theirs already, not to buy again. */
function useSubscribedOfferIds(): ReadonlySet<string> {
  const subscriptions = useSubscriptions();
  return useMemo(
    () =>
      new Set(
        (subscriptions.data ?? []).flatMap((subscription) =>
          subscription.offerId && subscription.status !== 'canceled' ? [subscription.offerId] : [],
        ),
      ),
    [subscriptions.data],
  );
}

/**
 * `/mon-compte/mes-factures`: invoices, subscriptions beside them, payment methods and the billing address; below,
 * the offers on sale (a customer buys more here).
 */
export default function InvoicesPage() {
  const { t, i18n } = useTranslation(['account', 'shop']);
  const user = useSignedInUser();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const subscribedOfferIds = useSubscribedOfferIds();
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
      <div className="mt-10">
        <OffersSection ownedOfferIds={subscribedOfferIds} intro={t('shop:offers.accountIntro')} />
      </div>
    </>
  );
}
