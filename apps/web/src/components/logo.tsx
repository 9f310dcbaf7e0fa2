import { cn } from '../lib/cn';

interface LogoProps {
  /** Shows the word mark beside the emblem. */
  hasWordmark?: boolean;
  className?: string;
}

/** The Campus emblem and word mark, in the active channel's colour. Decorative: its link names it. */
export function Logo({ hasWordmark = true, className }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)} aria-hidden="true">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-accent" />
        <path
          d="M16 7.5 5.5 12.8 16 18l8.5-4.2v5.7h2v-6.7L16 7.5Zm-6 9.3v4.4c0 1.9 2.7 3.8 6 3.8s6-1.9 6-3.8v-4.4l-6 3-6-3Z"
          fill="#fff"
        />
      </svg>
      {hasWordmark ? <span className="text-xl font-bold tracking-tight text-ink">Campus</span> : null}
    </span>
  );
}
