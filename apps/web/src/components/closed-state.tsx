import { LayoutDashboard, Lock } from 'lucide-react';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { buttonStyles } from './button';
import { Card } from './card';

interface ClosedStateProps {
  /** Why the page is closed, in a sentence. */
  reason: string;
  /** 1 when it stands for the whole page (its single h1), 2 inside a page that has its own. */
  headingLevel?: 1 | 2;
}

/** A page (or its data) the member's rights do not open: says why and leads back to the dashboard, never to a retry. */
export function ClosedState({ reason, headingLevel = 1 }: ClosedStateProps) {
  const { t } = useTranslation('common');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Card className="mx-auto max-w-2xl">
      <section className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:px-10">
        <div className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Lock className="size-6" aria-hidden="true" />
        </div>
        <Heading className="text-xl font-semibold text-ink sm:text-2xl">{t('closedPage.title')}</Heading>
        <p className="max-w-md text-ink-soft">{reason}</p>
        <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
          <LayoutDashboard className="size-4" aria-hidden="true" />
          {t('closedPage.backToDashboard')}
        </Link>
      </section>
    </Card>
  );
}
