import { useId, type ComponentProps } from 'react';
import { FieldMessages, describedBy } from './field-messages';
import { inputClassName, labelClassName } from './field-styles';

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** Messages shown under the field; any message gives the field a red border. */
  errors?: readonly string[];
  hint?: string;
}

/** A multi-line text field with its label, hint and messages, like TextField. */
export function TextareaField({
  label,
  errors = [],
  hint,
  id,
  className,
  rows = 3,
  ...textareaProps
}: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const hasErrors = errors.length > 0;
  const hintId = hint ? `${textareaId}-hint` : null;
  const messagesId = hasErrors ? `${textareaId}-errors` : null;
  return (
    <div className={className}>
      <label htmlFor={textareaId} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy(hintId, messagesId)}
        className={inputClassName(hasErrors, 'resize-y')}
        {...textareaProps}
      />
      {hint && (
        <p id={hintId ?? undefined} className="mt-1.5 text-sm text-ink-faint">
          {hint}
        </p>
      )}
      <FieldMessages id={`${textareaId}-errors`} messages={errors} />
    </div>
  );
}
