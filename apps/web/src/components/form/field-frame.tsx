import { useId, type ReactNode } from 'react';
import { FieldMessages, describedBy } from './field-messages';
import { labelClassName } from './field-styles';

/** What the control of a field takes from its frame: its id and how it is described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  id?: string | undefined;
  label: string;
  hint?: string | undefined;
  /** Messages shown under the field (spec 5: every message of the path); any message marks the field invalid. */
  errors?: readonly string[] | undefined;
  className?: string | undefined;
  /** The control itself (input, select, textarea), given its props and whether it is in error. */
  children: (control: FieldControlProps, hasErrors: boolean) => ReactNode;
}

/** A form field's label, hint and messages around its control: one frame for every kind of field. */
export function FieldFrame({ id, label, hint, errors = [], className, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hasErrors = errors.length > 0;
  const hintId = hint ? `${controlId}-hint` : null;
  const messagesId = hasErrors ? `${controlId}-errors` : null;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': hasErrors || undefined,
    'aria-describedby': describedBy(hintId, messagesId),
  };
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClassName}>
        {label}
      </label>
      {children(control, hasErrors)}
      {hint && (
        <p id={hintId ?? undefined} className="mt-1.5 text-sm text-ink-faint">
          {hint}
        </p>
      )}
      <FieldMessages id={`${controlId}-errors`} messages={errors} />
    </div>
  );
}
