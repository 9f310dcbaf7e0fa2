import { formatEuros } from '@campus/domain/billing';
import { SHOP_MESSAGES, type Sale } from '@campus/domain/shop';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useRefundInvoice } from '../api/refund-invoice';
import { centsOfEuros, eurosOfCents } from '../offer-form';

/**
 * `Rembourser` a paid invoice, all that is left of it or a part (the amount field), after a confirmation that says a
 * credit note will be issued; then the server's own message (the credit note issued, or Stripe's confirmation
 * awaited), and the sales reload with it.
 */
export function RefundButton({ sale }: { sale: Sale }) {
  const { t } = useTranslation('shop-admin');
  const [isConfirming, setIsConfirming] = useState(false);
  const [amount, setAmount] = useState('');
  const [amountErrors, setAmountErrors] = useState<string[]>([]);
  const refund = useRefundInvoice();

  const open = () => {
    setAmount(eurosOfCents(sale.refundableCents));
    setAmountErrors([]);
    setIsConfirming(true);
  };

  const confirm = () => {
    const amountCents = centsOfEuros(amount);
    if (amountCents === null || amountCents < 1) return setAmountErrors([t('sales.refundAmount.format')]);
    if (amountCents > sale.refundableCents) return setAmountErrors([SHOP_MESSAGES.refundTooLarge]);
    refund.mutate(
      { id: sale.id, amountCents },
      {
        onSuccess: (result) => {
          setIsConfirming(false);
          toast({ title: result.message, variant: 'success' });
        },
        onError: (error) => {
          const fieldErrors = isApiRequestError(error) ? error.errors.amountCents : undefined;
          if (fieldErrors) return setAmountErrors(fieldErrors);
          setIsConfirming(false);
          toast({ title: t('sales.refundFailed'), description: error.message, variant: 'error' });
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="danger-ghost"
        size="sm"
        icon={<Undo2 className="size-4" aria-hidden="true" />}
        aria-label={t('sales.refundLabel', { number: sale.number })}
        onClick={open}
      >
        {t('sales.refund')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('sales.refundConfirm.title')}
        description={
          <Trans
            t={t}
            i18nKey="sales.refundConfirm.description"
            values={{ number: sale.number, member: sale.member.name, amount: formatEuros(sale.refundableCents) }}
            // The invoice's number is not cut at its hyphens.
            components={{ number: <span className="whitespace-nowrap" /> }}
          />
        }
        confirmLabel={t('sales.refundConfirm.confirm')}
        onConfirm={confirm}
        isPending={refund.isPending}
      >
        <TextField
          label={t('sales.refundAmount.label')}
          hint={t('sales.refundAmount.hint', { amount: formatEuros(sale.refundableCents) })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountErrors([]);
          }}
          errors={amountErrors}
        />
      </ConfirmDialog>
    </>
  );
}
