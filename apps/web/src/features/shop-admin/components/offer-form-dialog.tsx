import { FORMATION_KEYS } from '@campus/domain/administration';
import { formatEuros } from '@campus/domain/billing';
import { CHANNELS } from '@campus/domain/shared';
import { OFFER_INTERVALS, type AdminOffer } from '@campus/domain/shop';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Checkbox } from '../../../components/form/checkbox';
import { FieldMessages } from '../../../components/form/field-messages';
import { FormErrors } from '../../../components/form/form-errors';
import { applyServerErrors, useServerViolations } from '../../../components/form/server-violations';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { violationsResolver } from '../../../components/form/violations-resolver';
import { Modal } from '../../../components/modal';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { toast } from '../../../components/toast';
import { ApiRequestError, isApiRequestError } from '../../../lib/api-client';
import { useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';
import {
  OFFER_FORM_PATHS,
  checkOffer,
  emptyOfferValues,
  netCentsOf,
  offerRequestOf,
  offerValuesOf,
  offerViolationsOnForm,
  type OfferFormMessages,
  type OfferFormValues,
} from '../offer-form';

interface OfferFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The offer to edit; a new one without it. */
  offer?: AdminOffer | undefined;
}

/** `Nouvelle formule` or `Modifier la formule`: the offer's name, price, periodicity and what it gives. */
export function OfferFormDialog({ open, onOpenChange, offer }: OfferFormDialogProps) {
  const { t } = useTranslation('shop-admin');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(offer ? 'form.editTitle' : 'form.createTitle')}
      description={t('form.intro')}
      size="lg"
    >
      <OfferForm offer={offer} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function useOfferFormMessages(): OfferFormMessages {
  const { t } = useTranslation('shop-admin');
  return {
    priceFormat: t('form.priceFormat'),
    vatRateFormat: t('form.vatRateFormat'),
  };
}

function OfferForm({ offer, onDone }: { offer: AdminOffer | undefined; onDone: () => void }) {
  const { t } = useTranslation('shop-admin');
  const messages = useOfferFormMessages();
  const form = useForm<OfferFormValues>({
    defaultValues: offer ? offerValuesOf(offer) : emptyOfferValues(),
    resolver: violationsResolver((values: OfferFormValues) => checkOffer(values, messages)),
  });
  const { formMessages, messagesFor } = useServerViolations(form, t('network'));
  const createOffer = useCreateOffer();
  const updateOffer = useUpdateOffer();

  const onSubmit = form.handleSubmit(async (values) => {
    const request = offerRequestOf(values, offer?.status ?? 'active');
    try {
      const saved = offer
        ? await updateOffer.mutateAsync({ id: offer.id, offer: request })
        : await createOffer.mutateAsync(request);
      toast({ title: t(offer ? 'form.saved' : 'form.created', { name: saved.name }), variant: 'success' });
      onDone();
    } catch (error) {
      // The contract's paths (`priceCents`) are shown under the fields where the admin typed the value.
      const onForm = isApiRequestError(error)
        ? new ApiRequestError(error.message, error.status, offerViolationsOnForm(error.errors))
        : error;
      applyServerErrors(form, onForm, t('network'), new Set(OFFER_FORM_PATHS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormErrors messages={formMessages} />
      <TextField label={t('form.name')} autoComplete="off" errors={messagesFor('name')} {...form.register('name')} />
      <TextareaField
        label={t('form.description')}
        rows={3}
        errors={messagesFor('description')}
        {...form.register('description')}
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField
          label={t('form.price')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('form.pricePlaceholder')}
          errors={messagesFor('price')}
          {...form.register('price')}
        />
        <TextField
          label={t('form.vatRate')}
          inputMode="decimal"
          autoComplete="off"
          errors={messagesFor('vatRate')}
          {...form.register('vatRate')}
        />
        <NetPrice form={form} />
      </div>
      <SelectField
        label={t('form.interval')}
        className="sm:max-w-xs"
        options={OFFER_INTERVALS.map((interval) => ({ value: interval, label: t(`intervals.${interval}`) }))}
        errors={messagesFor('interval')}
        {...form.register('interval')}
      />
      <GrantsFields form={form} errors={messagesFor('grants')} />
      <ModalFormActions
        submitLabel={t(offer ? 'form.save' : 'form.create')}
        onCancel={onDone}
        isSubmitting={form.formState.isSubmitting}
      />
    </form>
  );
}

/** The price HT of what is typed, as the admin types it (the invoice's HT, to the cent). */
function NetPrice({ form }: { form: UseFormReturn<OfferFormValues> }) {
  const { t } = useTranslation('shop-admin');
  const labelId = useId();
  const [price, vatRate] = useWatch({ control: form.control, name: ['price', 'vatRate'] });
  const netCents = netCentsOf({ price, vatRate });
  return (
    <div className="col-span-2 sm:col-span-1">
      <span id={labelId} className="mb-1.5 block text-sm font-medium text-ink">
        {t('form.net')}
      </span>
      <output
        aria-labelledby={labelId}
        className="flex h-[46px] items-center rounded-lg bg-canvas px-3 text-base text-ink-soft tabular-nums"
      >
        {netCents === null ? t('form.netUnknown') : formatEuros(netCents)}
      </output>
    </div>
  );
}

function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-soft">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/** What the offer gives: a checkbox per formation and per channel; its messages under both groups. */
function GrantsFields({ form, errors }: { form: UseFormReturn<OfferFormValues>; errors: readonly string[] }) {
  const { t } = useTranslation('shop-admin');
  const messagesId = useId();
  return (
    <fieldset
      className="space-y-4"
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={errors.length > 0 ? messagesId : undefined}
    >
      <legend className="mb-3 text-sm font-semibold text-ink">{t('form.grants')}</legend>
      <CheckboxGroup legend={t('form.formations')}>
        {FORMATION_KEYS.map((key) => (
          <Checkbox key={key} label={t(`formations.${key}`)} value={key} {...form.register('grants.formations')} />
        ))}
      </CheckboxGroup>
      <CheckboxGroup legend={t('form.channels')}>
        {CHANNELS.map(({ slug, name }) => (
          <Checkbox key={slug} label={name} value={slug} {...form.register('grants.channels')} />
        ))}
      </CheckboxGroup>
      <FieldMessages id={messagesId} messages={errors} />
    </fieldset>
  );
}
