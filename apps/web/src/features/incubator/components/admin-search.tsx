import {
  AUDIT_STATUSES,
  LABELS,
  OPERATION_TYPES,
  PROJECT_STATES,
  PROPERTY_TYPES,
  type ProjectSearchQuery,
} from '@campus/domain/incubator';
import { FRANCE_REGIONS, REGION_CODES } from '@campus/domain/network';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useProjectCount } from '../api/count-projects';
import { useProjectSearch } from '../api/search-projects';
import { ProjectList } from './project-list';
import { LoadMoreButton } from '../../../components/load-more-button';

type Filters = Omit<ProjectSearchQuery, 'before'>;

const REGION_LABELS = Object.fromEntries(FRANCE_REGIONS.map((region) => [region.code, region.name]));

/** The admin's list of every project, with filters, a search box and the number found. */
export function AdminSearch() {
  const { t } = useTranslation('incubator');
  const [filters, setFilters] = useState<Filters>({});
  const deferred = useDeferredValue(filters);
  const search = useProjectSearch(deferred);
  const count = useProjectCount(deferred);
  const set = (key: keyof Filters, value: string) =>
    setFilters((current) => {
      const next = { ...current };
      if (value) (next as Record<string, string>)[key] = value;
      else delete next[key];
      return next;
    });
  const any = t('admin.any');
  const select = (key: keyof Filters, label: string, values: readonly string[], labels: Record<string, string>) => (
    <SelectField
      label={label}
      options={[{ value: '', label: any }, ...values.map((value) => ({ value, label: labels[value] ?? value }))]}
      value={filters[key] ?? ''}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          type="search"
          label={t('admin.search')}
          value={filters.q ?? ''}
          onChange={(event) => set('q', event.target.value)}
        />
        {select('state', t('admin.state'), PROJECT_STATES, LABELS.state)}
        {select('auditStatus', t('admin.audit'), AUDIT_STATUSES, LABELS.auditStatus)}
        {select('region', t('admin.region'), REGION_CODES, REGION_LABELS)}
        {select('propertyType', t('fields.propertyType'), PROPERTY_TYPES, LABELS.propertyType)}
        {select('operationType', t('fields.operationType'), OPERATION_TYPES, LABELS.operationType)}
      </div>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {count.data !== undefined ? t('admin.count', { count: count.data }) : ' '}
      </p>
      <ProjectList
        projects={search.data?.pages.flatMap((page) => page.items)}
        isPending={search.isPending}
        isError={search.isError}
        onRetry={() => void search.refetch()}
        emptyText={t('admin.empty')}
        showOwner
      />
      <LoadMoreButton pages={search}>{t('loadMore')}</LoadMoreButton>
    </div>
  );
}
