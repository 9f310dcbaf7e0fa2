import { cn } from '../lib/cn';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
}

interface SegmentedControlProps<Value extends string> {
  /** Names the group for screen readers. */
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** `fill` stretches the options over the whole width (a list's own header). */
  layout?: 'fit' | 'fill';
  className?: string;
}

/** A choice among a few views of one list (upcoming / past, active / archived): pressed toggle buttons. */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  layout = 'fit',
  className,
}: SegmentedControlProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'flex gap-1 rounded-lg border border-line bg-surface p-1',
        layout === 'fill' && 'w-full',
        className,
      )}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            layout === 'fill' && 'flex-1',
            value === option.value ? 'bg-accent-soft text-accent' : 'text-ink-soft hover:bg-canvas hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
