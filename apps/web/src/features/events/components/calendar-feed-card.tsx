import { Link2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { toast } from '../../../components/toast';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';

/** The private iCal feed: one revocable link per member, shown once when made. */
export function CalendarFeedCard() {
  const { t } = useTranslation('events');
  const feed = useRenewCalendarFeed();
  const renew = () =>
    feed.mutate(undefined, {
      onSuccess: () => toast({ title: t('calendar.feedReady'), variant: 'success' }),
      onError: () => toast({ title: t('calendar.feedFailed'), variant: 'error' }),
    });
  return (
    <Card className="mt-6 p-5">
      <h2 className="text-lg font-semibold">{t('calendar.feedTitle')}</h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-soft">{t('calendar.feedHelp')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          isLoading={feed.isPending}
          icon={<Link2 aria-hidden="true" className="size-4" />}
          onClick={renew}
        >
          {t('calendar.feedButton')}
        </Button>
        {feed.data ? (
          <input
            readOnly
            aria-label={t('calendar.feedTitle')}
            value={feed.data.url}
            onFocus={(focus) => focus.target.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-line bg-canvas px-3 text-sm"
          />
        ) : null}
      </div>
    </Card>
  );
}
