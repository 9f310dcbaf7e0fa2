import { LABELS, PROPERTY_TYPES } from '@campus/domain/incubator';
import { FRANCE_DEPARTMENTS } from '@campus/domain/network';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { choiceOptions, numberValue, type DraftStepProps } from './project-form-fields';

/** Step 1, the property: its name (`Nom du projet`), type, address, surface and price. */
export function ProjectFormProperty({ value: property, onChange, messages }: DraftStepProps<'property'>) {
  const { t } = useTranslation('incubator');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('fields.name')}
        value={property.name ?? ''}
        onChange={(event) => onChange({ name: event.target.value })}
        errors={messages('property.name')}
      />
      <SelectField
        label={t('fields.propertyType')}
        options={choiceOptions(PROPERTY_TYPES, LABELS.propertyType, t('form.choose'))}
        value={property.propertyType ?? ''}
        onChange={(event) =>
          onChange({ propertyType: (event.target.value || undefined) as typeof property.propertyType })
        }
        errors={messages('property.propertyType')}
      />
      <TextField
        label={t('fields.address')}
        value={property.address ?? ''}
        onChange={(event) => onChange({ address: event.target.value })}
        errors={messages('property.address')}
      />
      <TextField
        label={t('fields.postalCode')}
        inputMode="numeric"
        value={property.postalCode ?? ''}
        onChange={(event) => onChange({ postalCode: event.target.value })}
        errors={messages('property.postalCode')}
      />
      <TextField
        label={t('fields.city')}
        value={property.city ?? ''}
        onChange={(event) => onChange({ city: event.target.value })}
        errors={messages('property.city')}
      />
      <SelectField
        label={t('fields.department')}
        options={[
          { value: '', label: t('form.choose') },
          ...FRANCE_DEPARTMENTS.map((item) => ({ value: item.code, label: `${item.code} - ${item.name}` })),
        ]}
        value={property.department ?? ''}
        onChange={(event) => onChange({ department: (event.target.value || undefined) as typeof property.department })}
        errors={messages('property.department')}
      />
      <TextField
        label={t('fields.surface')}
        type="number"
        min={1}
        value={property.surface ?? ''}
        onChange={(event) => onChange({ surface: numberValue(event.target.value) })}
        errors={messages('property.surface')}
      />
      <TextField
        label={t('fields.price')}
        type="number"
        min={0}
        step="0.01"
        value={property.price ?? ''}
        onChange={(event) => onChange({ price: numberValue(event.target.value) })}
        errors={messages('property.price')}
      />
    </div>
  );
}
