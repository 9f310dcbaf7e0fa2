import { formatShortDate } from '@campus/domain/shared';
import { Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { cn } from '../../../lib/cn';

interface GreetingCardProps {
  firstName: string | null;
  channelName: string;
  points: number;
  memberSince: string;
  className?: string;
}

/** The welcome: the member's first name, the active channel in its colour, and their points. */
export function GreetingCard({ firstName, channelName, points, memberSince, className }: GreetingCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className={cn('relative flex flex-col justify-center overflow-hidden', className)}>
      <div aria-hidden="true" className="absolute inset-y-0 left-0 w-1.5 bg-accent" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -right-16 size-64 rounded-full bg-accent-soft"
      />
      <div className="relative flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <p className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {firstName ? t('greeting.hello', { name: firstName }) : t('greeting.helloAnonymous')}
          </p>
          <p className="mt-1 text-ink-soft">{t('greeting.intro', { channel: channelName })}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 font-medium text-accent">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
              <span className="sr-only">{t('greeting.activeChannel')} : </span>
              {channelName}
            </span>
            <span className="text-ink-faint">{t('greeting.memberSince', { date: formatShortDate(memberSince) })}</span>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-4 rounded-xl border border-line bg-surface/80 px-5 py-4">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-white">
            <Sparkles aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-sm text-ink-faint">{t('greeting.pointsLabel')}</p>
            <p className="text-2xl font-semibold text-ink tabular-nums">{t('greeting.points', { count: points })}</p>
          </div>
        </div>
      </div>
    </Card>
  );
}
