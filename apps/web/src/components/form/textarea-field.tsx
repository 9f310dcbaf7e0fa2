import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame';
import { inputClassName } from './field-styles';

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** Messages shown under the field; any message gives the field a red border. */
  errors?: readonly string[];
  hint?: string;
}

/** A multi-line text field with its label, hint and messages, like TextField. */
export function TextareaField({ label, errors, hint, id, className, rows = 3, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} className={className}>
      {(control, hasErrors) => (
        <textarea {...control} rows={rows} className={inputClassName(hasErrors, 'resize-y')} {...textareaProps} />
      )}
    </FieldFrame>
  );
}
