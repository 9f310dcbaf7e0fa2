import clsx from 'clsx';

/** The look of every text input, select and textarea; a field in error gets a red border (spec 5). */
export function inputClassName(hasErrors: boolean, className?: string): string {
  return clsx(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-xs transition-colors',
    'placeholder:text-ink-faint focus:outline-none focus-visible:outline-none focus:ring-2',
    'disabled:cursor-not-allowed disabled:bg-canvas disabled:text-ink-soft',
    // A select is always :read-only in CSS; only read-only text boxes look locked.
    '[&:is(input,textarea):read-only]:bg-canvas [&:is(input,textarea):read-only]:text-ink-soft',
    hasErrors
      ? 'border-danger focus:border-danger focus:ring-danger/25'
      : 'border-line focus:border-accent focus:ring-accent/25',
    className,
  );
}

export const labelClassName = 'mb-1.5 block text-sm font-medium text-ink';
