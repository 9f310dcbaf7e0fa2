import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame';
import { inputClassName } from './field-styles';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Messages shown under the field; any message gives the field a red border. */
  errors?: readonly string[];
  hint?: string;
}

export function TextField({ label, errors, hint, id, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} className={className}>
      {(control, hasErrors) => <input {...control} className={inputClassName(hasErrors)} {...inputProps} />}
    </FieldFrame>
  );
}
