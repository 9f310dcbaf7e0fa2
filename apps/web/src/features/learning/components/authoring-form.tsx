import { isApiRequestError } from '../../../lib/api-client';

/** Small helpers shared by the forms of the course administration. */
export type Violations = Record<string, readonly string[]>;
export const violationsOf = (error: unknown): Violations => (isApiRequestError(error) ? error.errors : {});
export const messageOf = (error: unknown, fallback: string) =>
  isApiRequestError(error) && !error.isNetworkError ? error.message : fallback;
export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
/** A whole number typed in a field; null when left empty (the server's default applies). */
export const wholeNumberOrNull = (form: FormData, name: string) => {
  const value = text(form, name).trim();
  return value === '' ? null : Number(value);
};

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-sm text-danger">
      {error}
    </p>
  ) : null;
}
