import {
  DEAL_CONDITIONS,
  DEAL_MAX_PHOTOS,
  FRANCE_DEPARTMENTS,
  MARKET_LISTS,
  MARKET_PROPERTY_TYPES,
  type Deal,
  type DealRequest,
} from '@campus/domain/network';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Modal } from '../../../components/modal';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useAddDealPhoto } from '../api/add-deal-photo';
import { useRemoveDealPhoto } from '../api/remove-deal-photo';
import { useSaveDeal } from '../api/save-deal';
import { DealPhoto } from './deal-photo';

interface DealFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The deal edited; none to publish a new one. */
  deal?: Deal | null;
}

const emptyRequest = (): Omit<DealRequest, 'publish'> => ({
  title: '',
  marketList: 'MDB',
  condition: 'RENOVATE',
  propertyType: 'APARTMENT',
  price: 0,
  surface: 0,
  rooms: 1,
  city: '',
  departmentCode: '75',
  description: '',
});

/** `Publier un deal` and `Modifier`: the deal's fields, then its photos (up to 10 MB each). */
export function DealFormDialog({ open, onOpenChange, deal = null }: DealFormDialogProps) {
  const { t } = useTranslation('network');
  const [current, setCurrent] = useState<Deal | null>(deal);
  const [values, setValues] = useState(() =>
    deal
      ? {
          title: deal.title,
          marketList: deal.marketList,
          condition: deal.condition,
          propertyType: deal.propertyType,
          price: deal.price,
          surface: deal.surface,
          rooms: deal.rooms,
          city: deal.city,
          departmentCode: deal.departmentCode as DealRequest['departmentCode'],
          description: deal.description,
        }
      : emptyRequest(),
  );
  const save = useSaveDeal();
  const addPhoto = useAddDealPhoto();
  const removePhoto = useRemoveDealPhoto();
  const errors = isApiRequestError(save.error) ? save.error.errors : {};
  const photoErrors = isApiRequestError(addPhoto.error)
    ? (addPhoto.error.errors.photo ?? [addPhoto.error.message])
    : [];
  const set = <Key extends keyof typeof values>(key: Key, value: (typeof values)[Key]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (publish: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    save.mutate(
      { id: current?.id ?? null, request: { ...values, publish } },
      {
        onSuccess: (saved) => {
          toast({ title: t('deals.form.saved'), variant: 'success' });
          setCurrent(saved);
          if (current) onOpenChange(false);
        },
        onError: (error) => toast({ title: t('deals.form.error'), description: error.message, variant: 'error' }),
      },
    );
  };
  const options = <Value extends string>(values: readonly Value[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const number = (text: string) => (text === '' ? 0 : Number(text));

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={current ? t('deals.form.editTitle') : t('deals.form.createTitle')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('deals.form.cancel')}
          </Button>
          {current && current.status !== 'draft' ? (
            <Button onClick={() => submit(false)()} isLoading={save.isPending}>
              {t('deals.form.save')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => submit(false)()} isLoading={save.isPending}>
                {t('deals.form.saveDraft')}
              </Button>
              <Button onClick={() => submit(true)()} isLoading={save.isPending}>
                {t('deals.form.savePublish')}
              </Button>
            </>
          )}
        </>
      }
    >
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit(false)} noValidate>
        <TextField
          className="sm:col-span-2"
          label={t('deals.form.title')}
          value={values.title}
          maxLength={120}
          required
          errors={errors.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <SelectField
          label={t('deals.marketList')}
          value={values.marketList}
          options={options(MARKET_LISTS, 'deals.marketLists')}
          errors={errors.marketList}
          onChange={(event) => set('marketList', event.target.value as DealRequest['marketList'])}
        />
        <SelectField
          label={t('deals.propertyType')}
          value={values.propertyType}
          options={options(MARKET_PROPERTY_TYPES, 'deals.propertyTypes')}
          errors={errors.propertyType}
          onChange={(event) => set('propertyType', event.target.value as DealRequest['propertyType'])}
        />
        <SelectField
          label={t('deals.condition')}
          value={values.condition}
          options={options(DEAL_CONDITIONS, 'deals.conditions')}
          errors={errors.condition}
          onChange={(event) => set('condition', event.target.value as DealRequest['condition'])}
        />
        <TextField
          label={t('deals.form.price')}
          type="number"
          min={0}
          inputMode="numeric"
          value={values.price === 0 ? '' : String(values.price)}
          errors={errors.price}
          onChange={(event) => set('price', number(event.target.value))}
        />
        <TextField
          label={t('deals.form.surface')}
          type="number"
          min={1}
          inputMode="numeric"
          value={values.surface === 0 ? '' : String(values.surface)}
          errors={errors.surface}
          onChange={(event) => set('surface', number(event.target.value))}
        />
        <TextField
          label={t('deals.form.rooms')}
          type="number"
          min={0}
          inputMode="numeric"
          value={String(values.rooms)}
          errors={errors.rooms}
          onChange={(event) => set('rooms', number(event.target.value))}
        />
        <TextField
          label={t('deals.form.city')}
          value={values.city}
          maxLength={80}
          errors={errors.city}
          onChange={(event) => set('city', event.target.value)}
        />
        <SelectField
          label={t('common.department')}
          value={values.departmentCode}
          options={FRANCE_DEPARTMENTS.map((item) => ({ value: item.code, label: `${item.code} · ${item.name}` }))}
          errors={errors.departmentCode}
          onChange={(event) => set('departmentCode', event.target.value as DealRequest['departmentCode'])}
        />
        <TextareaField
          className="sm:col-span-2"
          label={t('deals.form.description')}
          value={values.description}
          rows={4}
          maxLength={4000}
          errors={errors.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </form>
      {current ? (
        <section className="mt-5 space-y-3" aria-label={t('deals.photos')}>
          <h3 className="text-sm font-semibold text-ink">{t('deals.photos')}</h3>
          {current.photos.length > 0 ? (
            <ul className="flex flex-wrap gap-3">
              {current.photos.map((photo, index) => (
                <li key={photo.id} className="relative">
                  <DealPhoto
                    url={photo.url}
                    alt={t('deals.photoAlt', { index: index + 1, title: current.title })}
                    className="h-20 w-28 rounded-md object-cover"
                  />
                  <Button
                    variant="secondary"
                    size="icon"
                    className="absolute -top-2 -right-2 size-7"
                    aria-label={t('deals.removePhoto', { index: index + 1 })}
                    onClick={() => removePhoto.mutate({ id: current.id, photoId: photo.id }, { onSuccess: setCurrent })}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {current.photos.length < DEAL_MAX_PHOTOS ? (
            <FileDropZone
              label={t('deals.addPhoto')}
              instructions={t('deals.addPhoto')}
              hint={t('deals.photoHint')}
              accept="image/jpeg,image/png,image/webp,image/gif"
              wrongTypeMessage={t('deals.photoHint')}
              errors={photoErrors}
              disabled={addPhoto.isPending}
              onFile={(file) => addPhoto.mutate({ id: current.id, file }, { onSuccess: setCurrent })}
            />
          ) : null}
        </section>
      ) : null}
    </Modal>
  );
}
