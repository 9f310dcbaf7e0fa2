import type { EducationalContent } from '@campus/domain/learning';
import { formatLongDate, formatTime, type ChannelSlug } from '@campus/domain/shared';
import { CheckCircle2, Lightbulb, Pencil, Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useWorkshops } from '../api/get-workshops';
import { useValidateWorkshop } from '../api/validate-workshop';
import { lazyDialog } from '../../../components/lazy-dialog';

/** The proposal form (react-hook-form and the workshop's rules) loads when it first opens, or on hover or focus of its buttons. */
const WorkshopFormDialog = lazyDialog(() => import('./workshop-form-dialog'));

interface WorkshopsSectionProps {
  channel: ChannelSlug;
  /** The member's channels, where they may propose a workshop. */
  channels: readonly ChannelSlug[];
  /** MDB_ADMIN: sees the proposals waiting and validates them. */
  canValidate: boolean;
}

/** The channel's brainstorming workshops (spec 7.1): members propose and edit their own, an admin validates them. */
export function WorkshopsSection({ channel, channels, canValidate }: WorkshopsSectionProps) {
  const { t } = useTranslation('learning');
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const workshops = useWorkshops(channel, query);
  const validate = useValidateWorkshop();
  const [editing, setEditing] = useState<EducationalContent | 'new' | null>(null);

  const onValidate = (workshop: EducationalContent) =>
    validate.mutate(workshop.id, {
      onSuccess: () => toast({ title: t('workshops.validated', { title: workshop.title }), variant: 'success' }),
      onError: (error) =>
        toast({ title: isApiRequestError(error) ? error.message : t('workshops.error'), variant: 'error' }),
    });

  return (
    <Card className="mt-6">
      <section aria-labelledby="workshops-title" className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="workshops-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Lightbulb aria-hidden="true" className="size-5 text-accent" />
            {t('workshops.sectionTitle')}
          </h2>
          <Button
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => setEditing('new')}
            onPointerEnter={WorkshopFormDialog.prefetch}
            onFocus={WorkshopFormDialog.prefetch}
          >
            {t('workshops.propose')}
          </Button>
        </div>
        <label className="relative block">
          <span className="sr-only">{t('workshops.search')}</span>
          <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-faint" />
          <input
            type="search"
            value={q}
            maxLength={100}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('workshops.searchPlaceholder')}
            className="h-10 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm text-ink focus-visible:outline-2 focus-visible:outline-accent"
          />
        </label>
        {workshops.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : workshops.isError ? (
          <p className="text-sm text-ink-soft">{t('workshops.error')}</p>
        ) : workshops.data.length === 0 ? (
          <p className="text-sm text-ink-soft">{query ? t('workshops.noMatch') : t('workshops.none')}</p>
        ) : (
          <ul className="divide-y divide-line" aria-label={t('workshops.sectionTitle')}>
            {workshops.data.map((workshop) => (
              <li
                key={workshop.id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
              >
                <div className="min-w-0 flex-1">
                  <h3 className="font-medium break-words text-ink">{workshop.title}</h3>
                  <p className="text-sm text-ink-faint">
                    {formatLongDate(workshop.startsAt)} · {formatTime(workshop.startsAt)}
                    {workshop.author.name ? ` · ${t('workshops.by', { name: workshop.author.name })}` : null}
                  </p>
                  {workshop.description ? (
                    <p className="mt-1 line-clamp-2 text-sm break-words text-ink-soft">{workshop.description}</p>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={
                      workshop.status === 'PENDING'
                        ? 'rounded-full bg-level-yellow-soft px-2.5 py-0.5 text-xs font-medium text-level-yellow'
                        : 'rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent'
                    }
                  >
                    {t(`workshops.statuses.${workshop.status}`)}
                  </span>
                  {workshop.isMine ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<Pencil aria-hidden="true" className="size-4" />}
                      aria-label={t('workshops.editNamed', { title: workshop.title })}
                      onClick={() => setEditing(workshop)}
                      onPointerEnter={WorkshopFormDialog.prefetch}
                      onFocus={WorkshopFormDialog.prefetch}
                    >
                      {t('workshops.edit')}
                    </Button>
                  ) : null}
                  {canValidate && workshop.status === 'PENDING' ? (
                    <Button
                      size="sm"
                      icon={<CheckCircle2 aria-hidden="true" className="size-4" />}
                      aria-label={t('workshops.validateNamed', { title: workshop.title })}
                      isLoading={validate.isPending && validate.variables === workshop.id}
                      onClick={() => onValidate(workshop)}
                    >
                      {t('workshops.validate')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <WorkshopFormDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        workshop={editing === 'new' || editing === null ? undefined : editing}
        channels={channels}
        defaultChannel={channel}
      />
    </Card>
  );
}
