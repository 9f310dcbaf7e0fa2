import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { FieldFrame } from './field-frame';
import { inputClassName } from './field-styles';

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
  errors,
  hint,
  id,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const ToggleIcon = isVisible ? EyeOff : Eye;
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} className={className}>
      {(control, hasErrors) => (
        <div className="relative">
          <input
            {...control}
            type={isVisible ? 'text' : 'password'}
            className={inputClassName(hasErrors, 'pr-11')}
            {...inputProps}
          />
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={isVisible ? hideLabel : showLabel}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-faint hover:text-ink"
          >
            <ToggleIcon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
