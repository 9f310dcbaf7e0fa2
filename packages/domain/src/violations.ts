import { z } from 'zod';

/** French violation messages of spec section 5. */
export const VIOLATION_MESSAGES = {
  notBlank: 'Ce champs est obligatoire',
  email: 'Cette valeur doit être une adresse e-mail valide',
  postalCode: 'Cette valeur doit être un code postal valide',
  url: 'Cette valeur doit être une URL valide',
  date: 'Cette valeur doit être une date valide',
  dateFormat: "Le format de la date n'est pas valide",
  uploadsSize: 'Les fichiers sont trop lourds : 10 Mo maximum',
  phone: 'Cette valeur doit être un numéro de téléphone valide',
  minLength: (length: number) => `Cette valeur doit contenir au moins ${length} caractères`,
  maxLength: (length: number) => `Cette valeur doit contenir au plus ${length} caractères`,
} as const;

/** The upload size limit of spec 9: 10MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Field violations as the server sends them: path -> list of messages. */
export type FieldViolations = Record<string, string[]>;

/** Collects zod issues per path (spec 5: collected per path). */
export function violationsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldViolations {
  const violations: FieldViolations = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    (violations[path] ??= []).push(issue.message);
  }
  return violations;
}

/** A required, trimmed text field with a maximum length. */
export function requiredText(maxLength: number) {
  return z
    .string(VIOLATION_MESSAGES.notBlank)
    .trim()
    .min(1, VIOLATION_MESSAGES.notBlank)
    .max(maxLength, VIOLATION_MESSAGES.maxLength(maxLength));
}

/** An optional trimmed text field: empty becomes null. */
export function optionalText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, VIOLATION_MESSAGES.maxLength(maxLength))
    .nullish()
    .transform((value) => (value ? value : null));
}

export function emailField() {
  return z
    .string(VIOLATION_MESSAGES.notBlank)
    .trim()
    .min(1, VIOLATION_MESSAGES.notBlank)
    .pipe(z.email(VIOLATION_MESSAGES.email))
    .transform((value) => value.toLowerCase());
}

export function passwordField() {
  return z
    .string(VIOLATION_MESSAGES.notBlank)
    .min(8, VIOLATION_MESSAGES.minLength(8))
    .max(128, VIOLATION_MESSAGES.maxLength(128));
}
