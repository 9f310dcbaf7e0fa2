import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a check that answers violations (path -> messages, spec 5), for forms whose
 * values are not the request itself (dates in local time, numbers as typed): every message of a path is kept.
 */
export function violationsResolver<T extends FieldValues>(
  check: (values: T) => { violations?: Record<string, readonly string[]> | undefined },
): Resolver<T> {
  return (values, _context, options) => {
    const { violations } = check(values);
    if (!violations || Object.keys(violations).length === 0) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [path, messages] of Object.entries(violations)) {
      flat[path] = { type: 'validation', message: messages[0], types: { validation: [...messages] } };
    }
    return { values: {}, errors: toNestErrors<T>(flat, options) };
  };
}
