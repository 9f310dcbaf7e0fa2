import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { placeViolations } from './violation-messages';

/** Where the messages of a whole form are kept (react-hook-form's root errors, cleared on each submit). */
export const FORM_ERROR_PATH = 'root.server';

/** Every message of a field error: the server's list or zod's per-criteria messages, else its message. */
export function errorMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [],
  );
  const messages = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(messages)];
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'type' in value;
}

/** The messages of the field at a dotted path (`address.city`). */
export function messagesAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string[] {
  const error: unknown = get(errors, path);
  return errorMessages(isFieldError(error) ? error : undefined);
}

/** The dotted paths of every leaf value of a form (`firstname`, `address.city`), lists and their items too. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (Array.isArray(values)) {
    return [
      ...(prefix ? [prefix] : []),
      ...values.flatMap((value, index) => fieldPaths(value, prefix ? `${prefix}.${index}` : String(index))),
    ];
  }
  if (values === null || typeof values !== 'object' || values instanceof File) {
    return prefix ? [prefix] : [];
  }
  return Object.entries(values).flatMap(([key, value]) => fieldPaths(value, prefix ? `${prefix}.${key}` : key));
}

type ServerErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

/**
 * Puts a failed call's violations (path -> messages, spec 5) on the form's fields, every message kept,
 * and the error text plus the violations of no field on the form itself. A failure that is not an
 * answer of the API (network down) shows `fallbackMessage`. The fields are the form's values' paths, unless the
 * form also shows messages under a group of them (`grants` over its checkboxes).
 */
export function applyServerErrors<T extends FieldValues>(
  form: ServerErrorTarget<T>,
  error: unknown,
  fallbackMessage: string,
  fields: ReadonlySet<string> = new Set(fieldPaths(form.getValues())),
): void {
  const { formMessages, fieldMessages } = placeViolations(error, fields, fallbackMessage);
  for (const [path, messages] of Object.entries(fieldMessages)) {
    form.setError(path as Path<T>, { type: 'server', message: messages[0], types: { server: messages } });
  }
  form.setError(FORM_ERROR_PATH, { type: 'server', message: formMessages[0], types: { server: formMessages } });
}

/** The server-violation helpers bound to one form, with the messages of the whole form. */
export function useServerViolations<T extends FieldValues, Output = T>(
  form: UseFormReturn<T, unknown, Output>,
  fallbackMessage: string,
) {
  const formMessages = messagesAt(form.formState.errors, FORM_ERROR_PATH);
  return {
    formMessages,
    applyServerErrors: (error: unknown) => applyServerErrors(form, error, fallbackMessage),
    messagesFor: (path: Path<T>) => messagesAt(form.formState.errors, path),
  };
}
