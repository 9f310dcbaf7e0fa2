import { FORMATION_KEYS } from '@campus/domain/administration';
import { AMBASSADOR_TYPES } from '@campus/domain/network';
import { CHANNELS } from '@campus/domain/shared';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Checkbox } from '../../../components/form/checkbox';
import { SelectField } from '../../../components/form/select-field';

/** The fields of a member's rights, by their path in the form's values. */
export type RightsFieldName =
  | `formations.${(typeof FORMATION_KEYS)[number]}`
  | 'channels'
  | 'isCustomer'
  | 'ambassador'
  | 'mentor'
  | 'coach'
  | 'isAdmin';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}

interface MemberRightsFieldsProps {
  register: (name: RightsFieldName) => UseFormRegisterReturn;
  /** The group of channels' messages (a member with too many channels). */
  channelErrors?: readonly string[];
}

/**
 * A member's rights as the invitation form and the member's page edit them: a checkbox per formation (`AIR`, `MDB`,
 * `Sport`, `Starter MDB`) and per channel (its display name), `Client`, the roles and the administration right.
 */
export function MemberRightsFields({ register, channelErrors = [] }: MemberRightsFieldsProps) {
  const { t } = useTranslation('administration');
  return (
    <div className="space-y-6">
      <Group legend={t('rights.formations')}>
        {FORMATION_KEYS.map((key) => (
          <Checkbox key={key} label={t(`formations.${key}`)} {...register(`formations.${key}`)} />
        ))}
      </Group>
      <Group legend={t('rights.channels')}>
        {CHANNELS.map(({ slug, name }) => (
          <Checkbox key={slug} label={name} value={slug} errors={channelErrors} {...register('channels')} />
        ))}
      </Group>
      <Group legend={t('rights.status')}>
        <Checkbox label={t('rights.customer')} className="col-span-2 sm:col-span-3" {...register('isCustomer')} />
      </Group>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('rights.roles')}</legend>
        <SelectField
          label={t('rights.ambassador')}
          className="max-w-xs"
          options={[
            { value: '', label: t('rights.noAmbassador') },
            ...AMBASSADOR_TYPES.map((type) => ({ value: type, label: t('rights.ambassadorOf', { type }) })),
          ]}
          {...register('ambassador')}
        />
        <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <Checkbox label={t('rights.mentor')} {...register('mentor')} />
          <Checkbox label={t('rights.coach')} {...register('coach')} />
          <Checkbox label={t('rights.admin')} className="col-span-2 sm:col-span-1" {...register('isAdmin')} />
        </div>
      </fieldset>
    </div>
  );
}
