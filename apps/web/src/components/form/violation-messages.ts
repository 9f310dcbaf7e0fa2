import { isApiRequestError } from '../../lib/api-client';

/** A failed call's messages, split between the fields of a form and the form itself. */
export interface PlacedViolations {
  /** The error text and the violations of no field of the form. */
  formMessages: string[];
  /** Each named field's messages (spec 5: path -> messages), every message kept. */
  fieldMessages: Record<string, string[]>;
}

/**
 * Places a failed call's violations on the `fields` they name; the error text and the rest go to the form. A
 * failure that is not an answer of the API (network down) gives `fallbackMessage` alone. No form library here:
 * the login page, whose first load is budgeted, uses it with plain inputs.
 */
export function placeViolations(
  error: unknown,
  fields: ReadonlySet<string>,
  fallbackMessage: string,
): PlacedViolations {
  if (!isApiRequestError(error) || error.isNetworkError) return { formMessages: [fallbackMessage], fieldMessages: {} };
  const fieldMessages: Record<string, string[]> = {};
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(error.errors)) {
    if (messages.length === 0) continue;
    if (fields.has(path)) fieldMessages[path] = [...messages];
    else unplaced.push(...messages);
  }
  return { formMessages: [error.message, ...unplaced], fieldMessages };
}
