import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldMessages } from './field-messages';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  errors?: readonly string[];
}

export function Checkbox({ label, errors = [], id, className, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hasErrors = errors.length > 0;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={hasErrors || undefined}
          aria-describedby={hasErrors ? `${inputId}-errors` : undefined}
          className={cn(
            'mt-0.5 size-5 shrink-0 rounded focus-visible:outline-2 focus-visible:outline-offset-2',
            hasErrors
              ? 'border-danger accent-danger outline outline-danger focus-visible:outline-danger'
              : 'border-line accent-accent focus-visible:outline-accent',
          )}
          {...inputProps}
        />
        <label htmlFor={inputId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldMessages id={`${inputId}-errors`} messages={errors} />
    </div>
  );
}
