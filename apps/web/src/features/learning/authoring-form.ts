import { isApiRequestError } from '../../lib/api-client';

/** The authoring forms' server violations by field (`{ errors }` of spec 5), empty for any other failure. */
export type Violations = Record<string, readonly string[]>;
export const violationsOf = (error: unknown): Violations => (isApiRequestError(error) ? error.errors : {});

/** The server's French message of a failure, or `fallback` (a network failure says nothing useful). */
export const messageOf = (error: unknown, fallback: string) =>
  isApiRequestError(error) && !error.isNetworkError ? error.message : fallback;

/** A text field of a submitted form ('' when absent). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A whole number typed in a field; null when left empty (the server's default applies). */
export const wholeNumberOrNull = (form: FormData, name: string) => {
  const value = formText(form, name).trim();
  return value === '' ? null : Number(value);
};

/** What an authoring action (a mutation) tells of its last run. */
interface ActionState {
  submittedAt: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * An item's actions (publish, unpublish, delete…) shown as one: the action started last says whether it runs and how
 * it failed, so starting another clears the previous failure.
 */
export const latestOf = (...actions: [ActionState, ...ActionState[]]): ActionState =>
  actions.reduce((latest, action) => (action.submittedAt > latest.submittedAt ? action : latest));
