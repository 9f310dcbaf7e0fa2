import { cn } from '../lib/cn';

interface ProgressBarProps {
  label: string;
  /** From 0 to 100; null while the work goes on without a measure (a queued or running job): the bar moves. */
  value: number | null;
  /** What a screen reader says instead of the percent (`Import en cours…`). */
  valueText?: string;
  /** Done (a course finished): the bar turns to the success colour. */
  isComplete?: boolean;
  className?: string;
}

/**
 * A bar filled to its percent (a course's progress, an upload, an import), or moving while nothing measures the work.
 */
export function ProgressBar({ label, value, valueText, isComplete = false, className }: ProgressBarProps) {
  const isMeasured = value !== null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={isMeasured ? Math.round(value) : undefined}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-line', className)}
    >
      <div
        className={cn(
          'h-full rounded-full',
          isComplete ? 'bg-success' : 'bg-accent',
          isMeasured ? 'transition-[width]' : 'w-1/3 animate-progress motion-reduce:animate-none',
        )}
        style={isMeasured ? { width: `${value}%` } : undefined}
      />
    </div>
  );
}
