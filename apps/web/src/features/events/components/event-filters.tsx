import { EVENT_MODES, EVENT_TYPES, type EventMode, type EventType } from '@campus/domain/events';
import { useTranslation } from '../../../lib/use-translation';
import { SegmentedControl } from '../../../components/segmented-control';

export type EventPeriod = 'upcoming' | 'past';

interface EventFiltersProps {
  period: EventPeriod;
  type: EventType | undefined;
  mode: EventMode | undefined;
  onPeriodChange: (period: EventPeriod) => void;
  onTypeChange: (type: EventType | undefined) => void;
  onModeChange: (mode: EventMode | undefined) => void;
}

const selectClass =
  'h-10 rounded-md border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-accent';

/** Upcoming or past, then type and mode (issue 4). */
export function EventFilters(props: EventFiltersProps) {
  const { t } = useTranslation('events');
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="group" aria-label={t('filters.label')}>
      <SegmentedControl
        label={t('filters.period')}
        options={(['upcoming', 'past'] as const).map((period) => ({ value: period, label: t(`periods.${period}`) }))}
        value={props.period}
        onChange={props.onPeriodChange}
      />
      <label className="flex flex-col gap-1 text-sm text-ink-soft">
        {t('filters.type')}
        <select
          className={selectClass}
          value={props.type ?? ''}
          onChange={(change) => props.onTypeChange((change.target.value || undefined) as EventType | undefined)}
        >
          <option value="">{t('filters.all')}</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink-soft">
        {t('filters.mode')}
        <select
          className={selectClass}
          value={props.mode ?? ''}
          onChange={(change) => props.onModeChange((change.target.value || undefined) as EventMode | undefined)}
        >
          <option value="">{t('filters.all')}</option>
          {EVENT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`modes.${mode}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
