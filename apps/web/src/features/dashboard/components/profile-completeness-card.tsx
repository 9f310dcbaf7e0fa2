import type { MeResponse } from '@campus/domain/account';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { profileCompleteness } from '../profile-completeness';

interface ProfileCompletenessCardProps {
  user: MeResponse;
  className?: string;
}

/** How much of the profile is filled in, with a link to Mon profil. */
export function ProfileCompletenessCard({ user, className }: ProfileCompletenessCardProps) {
  const { t } = useTranslation('dashboard');
  const { items, percent, isComplete } = profileCompleteness(user);
  return (
    <Card className={className}>
      <section aria-labelledby="dashboard-profile" className="flex h-full flex-col p-5 sm:p-6">
        <h2 id="dashboard-profile" className="text-lg font-semibold text-ink">
          {t('profile.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{isComplete ? t('profile.complete') : t('profile.incomplete')}</p>
        <div className="mt-5">
          <p className="mb-1.5 text-sm font-medium text-ink">{t('profile.percent', { percent })}</p>
          <div
            role="progressbar"
            aria-label={t('profile.percent', { percent })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-line"
          >
            <div
              className={cn('h-full rounded-full', isComplete ? 'bg-level-done' : 'bg-accent')}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <ul className="mt-5 space-y-2.5">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-2.5 text-sm">
              {item.isDone ? (
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-level-done" />
              ) : (
                <CircleDashed aria-hidden="true" className="size-5 shrink-0 text-ink-faint" />
              )}
              <span className={item.isDone ? 'text-ink' : 'text-ink-soft'}>{t(`profile.items.${item.id}`)}</span>
              <span className="sr-only">: {item.isDone ? t('profile.done') : t('profile.missing')}</span>
            </li>
          ))}
        </ul>
        <Link
          to={paths.account.profile}
          className={buttonStyles({
            variant: isComplete ? 'secondary' : 'primary',
            className: 'mt-6 w-full sm:w-auto sm:self-start',
          })}
        >
          {isComplete ? t('profile.viewAction') : t('profile.completeAction')}
        </Link>
      </section>
    </Card>
  );
}
