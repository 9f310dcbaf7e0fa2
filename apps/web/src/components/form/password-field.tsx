import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { FieldMessages, describedBy } from './field-messages';
import { inputClassName, labelClassName } from './field-styles';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  /** Accessible names of the show/hide button. */
  showLabel: string;
  hideLabel: string;
  errors?: readonly string[];
  hint?: string;
}

export function PasswordField({
  label,
  showLabel,
  hideLabel,
  errors = [],
  hint,
  id,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [isVisible, setIsVisible] = useState(false);
  const hasErrors = errors.length > 0;
  const hintId = hint ? `${inputId}-hint` : null;
  const messagesId = hasErrors ? `${inputId}-errors` : null;
  const ToggleIcon = isVisible ? EyeOff : Eye;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy(hintId, messagesId)}
          className={inputClassName(hasErrors, 'pr-11')}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? hideLabel : showLabel}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-faint hover:text-ink"
        >
          <ToggleIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      {hint && (
        <p id={hintId ?? undefined} className="mt-1.5 text-sm text-ink-faint">
          {hint}
        </p>
      )}
      <FieldMessages id={`${inputId}-errors`} messages={errors} />
    </div>
  );
}
