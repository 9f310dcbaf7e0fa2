import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { FieldMessages, describedBy } from './field-messages';
import { inputClassName, labelClassName } from './field-styles';

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

export function SelectField({ label, options, errors = [], hint, id, className, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hasErrors = errors.length > 0;
  const hintId = hint ? `${selectId}-hint` : null;
  const messagesId = hasErrors ? `${selectId}-errors` : null;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy(hintId, messagesId)}
          className={inputClassName(hasErrors, 'appearance-none pr-10')}
          {...selectProps}
        >
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
      {hint && (
        <p id={hintId ?? undefined} className="mt-1.5 text-sm text-ink-faint">
          {hint}
        </p>
      )}
      <FieldMessages id={`${selectId}-errors`} messages={errors} />
    </div>
  );
}
