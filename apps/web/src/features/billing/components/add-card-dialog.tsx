import { addCardRequestSchema, type AddCardRequest } from '@campus/domain/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/form/form-errors';
import { useServerViolations } from '../../../components/form/server-violations';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { toast } from '../../../components/toast';
import { useAddCard } from '../api/add-card';
import { usePaymentMethodSecret } from '../api/get-payment-method-secret';

const EMPTY_CARD: AddCardRequest = { number: '', expiry: '', cvc: '' };

interface AddCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds a card. With the sandbox provider the card form confirms the setup itself (Stripe's test cards); with
 * Stripe the card is typed in Stripe's own form only, which this page does not embed: it says so.
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
      {isStripe ? null : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormErrors messages={formMessages} />
          <TextField
            label={t('paymentMethods.add.number')}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="4242 4242 4242 4242"
            errors={messagesFor('number')}
            {...form.register('number')}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={t('paymentMethods.add.expiry')}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/AA"
              errors={messagesFor('expiry')}
              {...form.register('expiry')}
            />
            <TextField
              label={t('paymentMethods.add.cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              hint={t('paymentMethods.add.cvcHint')}
              errors={messagesFor('cvc')}
              {...form.register('cvc')}
            />
          </div>
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
