import { AUDIT_ACTIONS, type AuditQuery } from '@campus/domain/administration';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { MemberPicker } from './member-picker';

/** The filters of the journal: who acted, on whom, what, between which days. */
export type AuditFilters = Omit<AuditQuery, 'cursor'>;
export type AuditFilterName = keyof AuditFilters;

interface AuditFiltersProps {
  filters: AuditFilters;
  onFilterChange: (name: AuditFilterName, value: string | undefined) => void;
}

/** `Auteur`, `Membre concerné`, `Action`, `Du`, `Au`: each change narrows the journal at once. */
export function AuditFiltersFields({ filters, onFilterChange }: AuditFiltersProps) {
  const { t } = useTranslation('administration');
  const badDates = filters.from && filters.to && filters.from > filters.to ? [t('journal.badDates')] : undefined;
  return (
    <div role="search">
      <fieldset className="grid grid-cols-2 gap-3 xl:grid-cols-5">
        <legend className="sr-only">{t('journal.filters')}</legend>
        <MemberPicker
          className="col-span-2 sm:col-span-1"
          label={t('journal.actor')}
          uid={filters.actor}
          onChange={(uid) => onFilterChange('actor', uid)}
        />
        <MemberPicker
          className="col-span-2 sm:col-span-1"
          label={t('journal.target')}
          uid={filters.target}
          onChange={(uid) => onFilterChange('target', uid)}
        />
        <SelectField
          className="col-span-2 xl:col-span-1"
          label={t('journal.action')}
          value={filters.action ?? ''}
          onChange={(event) => onFilterChange('action', event.target.value)}
          options={[
            { value: '', label: t('journal.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`auditActions.${action}`) })),
          ]}
        />
        <TextField
          label={t('journal.from')}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onFilterChange('from', event.target.value)}
        />
        <TextField
          label={t('journal.to')}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          errors={badDates}
          onChange={(event) => onFilterChange('to', event.target.value)}
        />
      </fieldset>
    </div>
  );
}
