import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface EmptyStateProps {
  icon?: ReactNode;
  /** The helpful sentence. */
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, children, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}>
      {icon ? (
        <div className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <p className="max-w-md text-sm text-ink-soft">{children}</p>
      {action}
    </div>
  );
}
