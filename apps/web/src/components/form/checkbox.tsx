import { useId, type ComponentProps, type ReactNode } from 'react';
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
          className={
            hasErrors
              ? 'mt-0.5 size-5 shrink-0 rounded border-danger accent-danger outline outline-danger'
              : 'mt-0.5 size-5 shrink-0 rounded border-line accent-accent'
          }
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
