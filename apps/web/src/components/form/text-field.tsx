import { useId, type ComponentProps } from 'react';
import { FieldMessages, describedBy } from './field-messages';
import { inputClassName, labelClassName } from './field-styles';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Messages shown under the field; any message gives the field a red border. */
  errors?: readonly string[];
  hint?: string;
}

export function TextField({ label, errors = [], hint, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hasErrors = errors.length > 0;
  const hintId = hint ? `${inputId}-hint` : null;
  const messagesId = hasErrors ? `${inputId}-errors` : null;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy(hintId, messagesId)}
        className={inputClassName(hasErrors)}
        {...inputProps}
      />
      {hint && (
        <p id={hintId ?? undefined} className="mt-1.5 text-sm text-ink-faint">
          {hint}
        </p>
      )}
      <FieldMessages id={`${inputId}-errors`} messages={errors} />
    </div>
  );
}
