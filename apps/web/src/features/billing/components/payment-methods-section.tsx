import { CARD_SETUP_RETURN_PARAM, type PaymentMethod } from '@campus/domain/billing';
import { CreditCard, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { toast } from '../../../components/toast';
import { useFinishCardSetup } from '../api/card-setup';
import { useDetachPaymentMethod } from '../api/detach-payment-method';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { AddCardDialog } from './add-card-dialog';
import { LoadError } from '../../../components/load-error';
import { BillingSection } from './billing-section';
import { PaymentMethodCard, useCardName } from './payment-method-card';
import { RowsSkeleton } from './rows-skeleton';

/**
 * Back from Stripe's card page (`?carte=<session id>`): completes the setup once (the first card becomes the default
 * one), says so, and takes the parameter out of the address so that a reload does not complete it again.
 */
function useCardSetupReturn(): void {
  const { t } = useTranslation('billing');
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get(CARD_SETUP_RETURN_PARAM);
  const { mutate } = useFinishCardSetup();
  const completed = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || completed.current === sessionId) return;
    completed.current = sessionId;
    setSearchParams(
      (current) => {
        current.delete(CARD_SETUP_RETURN_PARAM);
        return current;
      },
      { replace: true },
    );
    mutate(sessionId, {
      onSuccess: () => toast({ title: t('paymentMethods.add.returned'), variant: 'success' }),
      onError: () => toast({ title: t('paymentMethods.add.returnError'), variant: 'error' }),
    });
  }, [sessionId, setSearchParams, mutate, t]);
}

/** The member's cards (brand, last four digits, expiry): add one, make one the default, remove one. */
export function PaymentMethodsSection() {
  const { t } = useTranslation('billing');
  useCardSetupReturn();
  const cards = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const detach = useDetachPaymentMethod();
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const cardName = useCardName();
  const failed = () => toast({ title: t('paymentMethods.actionError'), variant: 'error' });

  return (
    <BillingSection
      id="billing-payment-methods"
      title={t('paymentMethods.title')}
      description={t('paymentMethods.description')}
    >
      {cards.isPending ? <RowsSkeleton rows={2} /> : null}
      {cards.isError ? <LoadError inCard={false} message={t('paymentMethods.error')} query={cards} /> : null}
      {cards.data?.length === 0 ? (
        <EmptyState icon={<CreditCard />} className="py-6">
          {t('paymentMethods.empty')}
        </EmptyState>
      ) : null}
      <ul className="space-y-3">
        {cards.data?.map((card) => (
          <PaymentMethodCard
            key={card.id}
            card={card}
            actions={
              <>
                {card.isDefault ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('paymentMethods.makeDefaultLabel', { last4: card.last4 })}
                    isLoading={setDefault.isPending && setDefault.variables === card.id}
                    onClick={() =>
                      setDefault.mutate(card.id, {
                        onSuccess: () => toast({ title: t('paymentMethods.madeDefault'), variant: 'success' }),
                        onError: failed,
                      })
                    }
                  >
                    {t('paymentMethods.makeDefault')}
                  </Button>
                )}
                <Button
                  variant="danger-ghost"
                  size="sm"
                  aria-label={t('paymentMethods.removeLabel', { last4: card.last4 })}
                  onClick={() => setRemoving(card)}
                >
                  {t('paymentMethods.remove')}
                </Button>
              </>
            }
          />
        ))}
      </ul>
      {cards.data ? (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setIsAdding(true)}
        >
          {t('paymentMethods.add.open')}
        </Button>
      ) : null}
      <AddCardDialog open={isAdding} onOpenChange={setIsAdding} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('paymentMethods.removeTitle')}
        description={removing ? t('paymentMethods.removeDescription', { card: cardName(removing) }) : ''}
        confirmLabel={t('paymentMethods.remove')}
        isPending={detach.isPending}
        onConfirm={() => {
          if (!removing) return;
          detach.mutate(removing.id, {
            onSuccess: () => {
              toast({ title: t('paymentMethods.removed'), variant: 'success' });
              setRemoving(null);
            },
            onError: failed,
          });
        }}
      />
    </BillingSection>
  );
}
