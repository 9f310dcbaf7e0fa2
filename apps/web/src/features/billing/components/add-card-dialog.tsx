import { addCardRequestSchema, type AddCardRequest } from '@campus/domain/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { useServerViolations } from '../../../components/form/server-violations';
import { CardFields } from '../../../components/form/card-fields';
import { Modal } from '../../../components/modal';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { toast } from '../../../components/toast';
import { useAddCard } from '../api/add-card';
import { useStartCardSetup } from '../api/card-setup';
import { usePaymentMethodSecret } from '../api/get-payment-method-secret';

const EMPTY_CARD: AddCardRequest = { number: '', expiry: '', cvc: '' };

interface AddCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds a card. With the sandbox provider the card form confirms the setup itself (Stripe's test cards); with
 * Stripe the card is typed in Stripe's own page (a SetupIntent on the member's customer), which the member goes to
 * and comes back from (PaymentMethodsSection completes the setup on the way back): card data never reaches Campus.
 */
export function AddCardDialog({ open, onOpenChange }: AddCardDialogProps) {
  const { t } = useTranslation('billing');
  const secret = usePaymentMethodSecret(open);
  const form = useForm({
    resolver: zodResolver(addCardRequestSchema),
    defaultValues: EMPTY_CARD,
    criteriaMode: 'all',
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('paymentMethods.add.network'));
  const addCard = useAddCard();
  const startStripeSetup = useStartCardSetup();
  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY_CARD);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async () => {
    try {
      // The typed values, not the parsed ones: the server reads them with the same contract.
      await addCard.mutateAsync(form.getValues());
      toast({ title: t('paymentMethods.add.added'), variant: 'success' });
      close(false);
    } catch (error) {
      applyServerErrors(error);
    }
  });

  const isStripe = secret.data?.provider === 'stripe';
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('paymentMethods.add.title')}
      description={isStripe ? t('paymentMethods.add.stripe') : t('paymentMethods.add.sandbox')}
    >
      {isStripe ? (
        <div className="space-y-4">
          {startStripeSetup.isError ? <FormErrors messages={[t('paymentMethods.add.stripeError')]} /> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => close(false)}>
              {t('paymentMethods.add.cancel')}
            </Button>
            <Button isLoading={startStripeSetup.isPending} onClick={() => startStripeSetup.mutate()}>
              {t('paymentMethods.add.toStripe')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormErrors messages={formMessages} />
          <CardFields
            labels={{
              number: t('paymentMethods.add.number'),
              expiry: t('paymentMethods.add.expiry'),
              cvc: t('paymentMethods.add.cvc'),
              cvcHint: t('paymentMethods.add.cvcHint'),
            }}
            field={(name) => ({ input: form.register(name), errors: messagesFor(name) })}
            columns="always"
          />
          <ModalFormActions
            submitLabel={t('paymentMethods.add.submit')}
            onCancel={() => close(false)}
            isSubmitting={form.formState.isSubmitting}
          />
        </form>
      )}
    </Modal>
  );
}
