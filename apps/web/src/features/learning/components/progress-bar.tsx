import { cn } from '../../../lib/cn';

/** A course's progress: a bar for the eye and `{n} %` as text (the value survives a reload: it is the server's). */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-line"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', value >= 100 ? 'bg-success' : 'bg-accent')}
          style={{ width: `${value}%` }}
        />
      </div>
      <span className="text-sm font-semibold whitespace-nowrap text-ink tabular-nums">{`${value} %`}</span>
    </div>
  );
}
