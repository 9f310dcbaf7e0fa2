import { formatEuros, type SubscriptionStatus } from '@campus/domain/billing';
import { formatShortDate } from '@campus/domain/shared';
import type { AdminSubscription } from '@campus/domain/shop';
import { Repeat } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/responsive-table';
import { useAdminSubscriptions } from '../api/get-admin-subscriptions';
import { LoadError } from '../../../components/load-error';
import { EmptyList, ListSkeleton } from './load-states';
import { MemberLink } from './member-link';
import { StatusPill, type PillTone } from './status-pill';

const COLUMNS = ['member', 'offer', 'status', 'amount', 'schedule'] as const;

const STATUS_TONES: Record<SubscriptionStatus, PillTone> = {
  active: 'success',
  past_due: 'danger',
  canceled: 'muted',
};

/** What comes next: the next payment, the end of a subscription canceled at its period's end, or the grace's end. */
function useSchedule() {
  const { t } = useTranslation('shop-admin');
  return (subscription: AdminSubscription): string => {
    const { status, cancelAtPeriodEnd, currentPeriodEnd, nextRenewalAt, graceEndsAt, startedAt } = subscription;
    if (status === 'past_due' && graceEndsAt)
      return t('subscriptions.graceEnds', { date: formatShortDate(graceEndsAt) });
    if (status === 'canceled') {
      return currentPeriodEnd
        ? t('subscriptions.endedOn', { date: formatShortDate(currentPeriodEnd) })
        : t('subscriptions.since', { date: formatShortDate(startedAt) });
    }
    if (cancelAtPeriodEnd && currentPeriodEnd)
      return t('subscriptions.endsOn', { date: formatShortDate(currentPeriodEnd) });
    if (nextRenewalAt) return t('subscriptions.nextPayment', { date: formatShortDate(nextRenewalAt) });
    return t('subscriptions.since', { date: formatShortDate(startedAt) });
  };
}

function SubscriptionRow({ subscription }: { subscription: AdminSubscription }) {
  const { t } = useTranslation('shop-admin');
  const schedule = useSchedule();
  return (
    <ResponsiveRow>
      <ResponsiveCell label={t('subscriptions.columns.member')} isWide className="md:min-w-44">
        <MemberLink member={subscription.member} />
      </ResponsiveCell>
      <ResponsiveCell label={t('subscriptions.columns.offer')} isWide className="text-sm break-words text-ink">
        {subscription.product}
      </ResponsiveCell>
      <ResponsiveCell label={t('subscriptions.columns.status')}>
        <StatusPill tone={STATUS_TONES[subscription.status]}>
          {t(`subscriptions.statuses.${subscription.status}`)}
        </StatusPill>
      </ResponsiveCell>
      <ResponsiveCell
        label={t('subscriptions.columns.amount')}
        className="text-sm text-ink tabular-nums md:whitespace-nowrap"
      >
        {t(`subscriptions.period.${subscription.period}`, { amount: formatEuros(subscription.amountCents) })}
      </ResponsiveCell>
      <ResponsiveCell
        label={t('subscriptions.columns.schedule')}
        isWide
        className={subscription.status === 'past_due' ? 'text-sm text-danger' : 'text-sm text-ink-soft'}
      >
        {schedule(subscription)}
      </ResponsiveCell>
    </ResponsiveRow>
  );
}

/**
 * Every member's subscription, newest first: who (to their page), which offer, Actif / Impayé / Résilié, the amount
 * per period, and what comes next (the next payment, `Fin le …` when canceled at the period's end, or the day an
 * unpaid one loses its access).
 */
export function SubscriptionsList() {
  const { t } = useTranslation('shop-admin');
  const subscriptions = useAdminSubscriptions();

  if (subscriptions.isPending) return <ListSkeleton label={t('subscriptions.loading')} />;
  if (subscriptions.isError) {
    return <LoadError message={t('subscriptions.loadError')} query={subscriptions} />;
  }
  if (subscriptions.data.length === 0) return <EmptyList icon={<Repeat />}>{t('subscriptions.empty')}</EmptyList>;

  return (
    <ResponsiveTable
      caption={t('subscriptions.caption')}
      columns={COLUMNS.map((column) => ({ key: column, label: t(`subscriptions.columns.${column}`) }))}
    >
      {subscriptions.data.map((subscription) => (
        <SubscriptionRow key={subscription.id} subscription={subscription} />
      ))}
    </ResponsiveTable>
  );
}
