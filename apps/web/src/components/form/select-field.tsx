import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame';
import { inputClassName } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: readonly SelectOption[];
  errors?: readonly string[];
  hint?: string;
}

export function SelectField({ label, options, errors, hint, id, className, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} className={className}>
      {(control, hasErrors) => (
        <div className="relative">
          <select {...control} className={inputClassName(hasErrors, 'appearance-none pr-10')} {...selectProps}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-faint"
          />
        </div>
      )}
    </FieldFrame>
  );
}
