import { cn } from '../lib/cn';

export const BADGE_MAX = 99;

/** A count as shown on a badge: `99+` past 99. */
export function formatBadgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

interface BadgeProps {
  count: number;
  className?: string;
}

/** A count bubble; renders nothing at zero. */
export function Badge({ count, className }: BadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-[11px] leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      {formatBadgeCount(count)}
    </span>
  );
}
