import * as z from 'zod/mini';
import type { $ZodIssue } from 'zod/v4/core';

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
export function violationsFromIssues(issues: readonly $ZodIssue[]): FieldViolations {
  const violations: FieldViolations = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    (violations[path] ??= []).push(issue.message);
  }
  return violations;
}

// The schemas use zod/mini: the same contracts on both sides, and a small share of the web app's first load.

/** A required, trimmed text field with a maximum length. */
export function requiredText(maxLength: number) {
  return z
    .string(VIOLATION_MESSAGES.notBlank)
    .check(
      z.trim(),
      z.minLength(1, VIOLATION_MESSAGES.notBlank),
      z.maxLength(maxLength, VIOLATION_MESSAGES.maxLength(maxLength)),
    );
}

/** An optional trimmed text field: empty becomes null. */
export function optionalText(maxLength: number) {
  return z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(maxLength, VIOLATION_MESSAGES.maxLength(maxLength)))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

export function emailField() {
  return z.pipe(
    z.string(VIOLATION_MESSAGES.notBlank).check(z.trim(), z.minLength(1, VIOLATION_MESSAGES.notBlank)),
    z.pipe(
      z.email(VIOLATION_MESSAGES.email),
      z.transform((value: string) => value.toLowerCase()),
    ),
  );
}

export function passwordField() {
  return z
    .string(VIOLATION_MESSAGES.notBlank)
    .check(z.minLength(8, VIOLATION_MESSAGES.minLength(8)), z.maxLength(128, VIOLATION_MESSAGES.maxLength(128)));
}
