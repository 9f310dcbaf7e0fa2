import { formatEuros } from '@campus/domain/billing';
import { sandboxPayRequestSchema, type Checkout, type SandboxPayRequest } from '@campus/domain/shop';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { useServerViolations } from '../../../components/form/server-violations';
import { CardFields } from '../../../components/form/card-fields';
import { usePayCheckout } from '../api/pay-checkout';

const EMPTY_CARD: SandboxPayRequest = { number: '', expiry: '', cvc: '' };

/** Stripe's test cards, which the sandbox follows: one pays, one is declined, one asks for 3-D Secure. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'paid' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0027 6000 3184', outcome: 'authentication' },
] as const;

interface SandboxPaymentFormProps {
  checkout: Checkout;
  /** Why the last try failed (a declined card, a refused 3-D Secure step), shown until the next one. */
  failure: readonly string[];
}

/**
 * The sandbox's card form (Stripe's test cards): the server answers the checkout paid or waiting for 3-D Secure,
 * which the page follows from the checkout; a declined card (402) says so above the form and under the number.
 */
export function SandboxPaymentForm({ checkout, failure }: SandboxPaymentFormProps) {
  const { t } = useTranslation('shop');
  const form = useForm({
    resolver: zodResolver(sandboxPayRequestSchema),
    defaultValues: EMPTY_CARD,
    criteriaMode: 'all',
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('network'));
  const pay = usePayCheckout(checkout.id);

  const onSubmit = form.handleSubmit(async () => {
    try {
      // The typed values, not the parsed ones: the server reads them with the same contract.
      await pay.mutateAsync(form.getValues());
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="checkout-card" className="space-y-5">
      <h2 id="checkout-card" className="text-lg font-semibold text-ink">
        {t('checkout.card.title')}
      </h2>
      <div className="flex gap-3 rounded-lg border border-level-yellow/30 bg-level-yellow-soft px-4 py-3 text-sm text-level-yellow">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p>{t('checkout.card.testMode')}</p>
          <ul className="mt-2 space-y-1">
            {TEST_CARDS.map(({ number, outcome }) => (
              <li key={number} className="flex flex-wrap gap-x-2">
                <span className="font-medium whitespace-nowrap tabular-nums">{number}</span>
                <span>{t(`checkout.card.testCards.${outcome}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <FormErrors messages={formMessages.length > 0 ? formMessages : failure} />
      <CardFields
        labels={{
          number: t('checkout.card.number'),
          expiry: t('checkout.card.expiry'),
          cvc: t('checkout.card.cvc'),
          cvcHint: t('checkout.card.cvcHint'),
        }}
        field={(name) => ({ input: form.register(name), errors: messagesFor(name) })}
      />
      <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-medium text-ink tabular-nums">
          {t('checkout.total', { amount: formatEuros(checkout.offer.priceCents) })}
        </p>
        <Button type="submit" size="lg" isLoading={form.formState.isSubmitting} className="sm:min-w-40">
          {t('checkout.card.submit')}
        </Button>
      </div>
      <p className="flex items-center gap-2 text-xs text-ink-faint">
        <Lock aria-hidden="true" className="size-3.5 shrink-0" />
        {t('checkout.card.secure')}
      </p>
    </form>
  );
}
