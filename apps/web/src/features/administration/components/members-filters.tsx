import {
  FORMATION_KEYS,
  MEMBER_ROLE_FILTERS,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  type MembersQuery,
} from '@campus/domain/administration';
import { CHANNELS } from '@campus/domain/shared';
import { Search } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

/** The filters a member list is narrowed by; the search text is apart, typed before it is asked for. */
export type MemberFilters = Omit<MembersQuery, 'q' | 'cursor'>;
export type MemberFilterName = keyof MemberFilters;

interface MembersFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  filters: MemberFilters;
  onFilterChange: (name: MemberFilterName, value: string) => void;
}

/** `Rechercher un membre`, then a select per filter (channel, formation, customer, role, status) and the sort. */
export function MembersFilters({ search, onSearchChange, filters, onFilterChange }: MembersFiltersProps) {
  const { t } = useTranslation('administration');
  const all = (label: string, options: SelectOption[]): SelectOption[] => [{ value: '', label }, ...options];
  const selects: { name: MemberFilterName; label: string; options: SelectOption[] }[] = [
    {
      name: 'channel',
      label: t('members.filters.channel'),
      options: all(
        t('members.filters.allChannels'),
        CHANNELS.map(({ slug, name }) => ({ value: slug, label: name })),
      ),
    },
    {
      name: 'formation',
      label: t('members.filters.formation'),
      options: all(
        t('members.filters.allChannels'),
        FORMATION_KEYS.map((key) => ({ value: key, label: t(`formations.${key}`) })),
      ),
    },
    {
      name: 'customer',
      label: t('members.filters.customer'),
      options: all(t('members.filters.all'), [
        { value: 'customer', label: t('members.customerFilter.customer') },
        { value: 'prospect', label: t('members.customerFilter.prospect') },
      ]),
    },
    {
      name: 'role',
      label: t('members.filters.role'),
      options: all(
        t('members.filters.all'),
        MEMBER_ROLE_FILTERS.map((role) => ({ value: role, label: t(`members.roleFilter.${role}`) })),
      ),
    },
    {
      name: 'status',
      label: t('members.filters.status'),
      options: all(
        t('members.filters.all'),
        MEMBER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      ),
    },
    {
      name: 'sort',
      label: t('members.filters.sort'),
      options: MEMBER_SORTS.map((sort) => ({ value: sort, label: t(`members.sorts.${sort}`) })),
    },
  ];

  return (
    <div role="search" className="space-y-4">
      <div className="relative">
        <TextField
          label={t('members.search')}
          type="search"
          placeholder={t('members.searchPlaceholder')}
          autoComplete="off"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="[&_input]:pl-10"
        />
        <Search aria-hidden="true" className="pointer-events-none absolute bottom-3 left-3 size-4 text-ink-faint" />
      </div>
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        <legend className="sr-only">{t('members.filters.label')}</legend>
        {selects.map(({ name, label, options }) => (
          <SelectField
            key={name}
            label={label}
            options={options}
            value={filters[name] ?? (name === 'sort' ? MEMBER_SORTS[0] : '')}
            onChange={(event) => onFilterChange(name, event.target.value)}
          />
        ))}
      </fieldset>
    </div>
  );
}
