import type { ReactNode } from 'react';
import { Card } from '../../../components/card';
import { cn } from '../../../lib/cn';

const TONES = {
  success: 'bg-success-soft text-success',
  waiting: 'bg-accent-soft text-accent',
  neutral: 'bg-canvas text-ink-soft',
  error: 'bg-danger-soft text-danger',
} as const;

interface CheckoutOutcomeProps {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** A state the page reaches by itself (paid, confirming) is announced; one it opens on is not. */
  isAnnounced?: boolean;
}

/** Where a checkout stands when there is no card to type: paid, confirming, expired, failed, unknown. */
export function CheckoutOutcome({ icon, tone, title, children, actions, isAnnounced = false }: CheckoutOutcomeProps) {
  return (
    <Card className="mx-auto max-w-xl p-6 text-center sm:p-10">
      <div role={isAnnounced ? 'status' : undefined} className="flex flex-col items-center gap-4">
        <span className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-7', TONES[tone])}>
          {icon}
        </span>
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        <div className="max-w-md text-ink-soft">{children}</div>
      </div>
      {actions ? <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div> : null}
    </Card>
  );
}
