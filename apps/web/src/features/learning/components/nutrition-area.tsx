import { NUTRITION_KINDS, type NutritionItem, type NutritionKind } from '@campus/domain/learning';
import { formatDuration } from '@campus/domain/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { Clock, Flame } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { cn } from '../../../lib/cn';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { nutritionQueryOptions } from '../api/get-nutrition';
import { LoadError } from '../../../components/load-error';

const DAY_MINUTES = 24 * 60;

function NutritionCard({ item }: { item: NutritionItem }) {
  const { t } = useTranslation('learning');
  const duration =
    item.durationMinutes === null
      ? null
      : item.durationMinutes >= 7 * DAY_MINUTES
        ? t('nutrition.weeks', { count: Math.round(item.durationMinutes / (7 * DAY_MINUTES)) })
        : formatDuration(item.durationMinutes);
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <h3 className="text-base font-semibold text-ink">{item.title}</h3>
      <p className="text-sm text-ink-soft">{item.summary}</p>
      <div className="flex flex-wrap gap-3 text-sm text-ink-faint">
        {duration ? (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {duration}
          </span>
        ) : null}
        {item.calories ? (
          <span className="inline-flex items-center gap-1">
            <Flame aria-hidden="true" className="size-4" />
            {t('nutrition.calories', { count: item.calories })}
          </span>
        ) : null}
      </div>
      <details className="group mt-auto rounded-lg border border-line">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-accent">{t('nutrition.details')}</summary>
        <div className="space-y-3 px-3 pb-3">
          {item.details.map((section) => (
            <div key={section.heading}>
              <h4 className="text-sm font-semibold text-ink">{section.heading}</h4>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-soft">
                {section.items.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </Card>
  );
}

/** `/yam-nutrition`: programmes, recipes and sport sessions of the sport channel. */
export function NutritionArea({ emptyIcon }: { emptyIcon: React.ReactNode }) {
  const { t } = useTranslation('learning');
  const [kind, setKind] = useState<NutritionKind>('programme');
  const items = useQuery(nutritionQueryOptions());
  if (items.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-44 w-full rounded-card" />
        ))}
      </div>
    );
  }
  if (items.isError) {
    return <LoadError message={t('nutrition.error')} query={items} />;
  }
  // ARIA tabs (Radix): arrow keys move between the three kinds, Tab goes into the shown list.
  return (
    <Tabs.Root value={kind} onValueChange={(value) => setKind(value as NutritionKind)} className="space-y-5">
      <Tabs.List
        aria-label={t('nutrition.kinds')}
        className="flex w-full gap-1 rounded-lg border border-line bg-surface p-1 md:w-auto"
      >
        {NUTRITION_KINDS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              'flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition-colors md:flex-none',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              'text-ink-soft hover:bg-canvas hover:text-ink data-[state=active]:bg-accent-soft data-[state=active]:text-accent',
            )}
          >
            {t(`nutrition.kind.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {NUTRITION_KINDS.map((value) => {
        const shown = items.data.filter((item) => item.kind === value);
        return (
          <Tabs.Content key={value} value={value} className="outline-none">
            {shown.length === 0 ? (
              <Card>
                <EmptyState icon={emptyIcon}>{t('nutrition.empty')}</EmptyState>
              </Card>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {shown.map((item) => (
                  <li key={item.id}>
                    <NutritionCard item={item} />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
