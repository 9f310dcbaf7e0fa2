import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../components/toast';
import { paths } from '../../config/paths';
import { BILLING_QUERY_KEY } from '../../features/billing/api/billing-query-keys';
import { CheckoutPanel } from '../../features/shop/components/checkout-panel';
import { ME_QUERY_KEY } from '../../lib/auth/me';

/**
 * Once paid, the member is read again (a customer now, with the offer's formations and channels: the customer guard
 * lets them in) and so are their invoices and subscriptions; then they enter the member space.
 */
function useEnterAsCustomer() {
  const { t } = useTranslation('shop');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
    ]).then(() => {
      toast({ title: t('checkout.paid.title'), description: t('checkout.paid.welcome'), variant: 'success' });
      return navigate(paths.home, { replace: true });
    });
  }, [navigate, queryClient, t]);
}

/** `/paiement/:id`: paying for an offer (the sandbox's card form, or the way back from Stripe Checkout). */
export default function CheckoutPage() {
  const { t } = useTranslation('shop');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const enterAsCustomer = useEnterAsCustomer();
  return (
    <>
      <Link
        to={paths.anonymous}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('backToOffers')}
      </Link>
      <PageHeader title={t('checkout.title')} />
      <CheckoutPanel
        key={id}
        checkoutId={id}
        isReturningFromStripe={search.get('retour') === '1'}
        onPaid={enterAsCustomer}
      />
    </>
  );
}
