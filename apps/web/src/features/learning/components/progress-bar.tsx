import { ProgressBar as Bar } from '../../../components/progress-bar';
import { cn } from '../../../lib/cn';

/** A course's progress: the bar for the eye and `{n} %` as text (the value survives a reload: it is the server's). */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Bar label={label} value={value} isComplete={value >= 100} className="flex-1" />
      <span className="text-sm font-semibold whitespace-nowrap text-ink tabular-nums">{`${value} %`}</span>
    </div>
  );
}
