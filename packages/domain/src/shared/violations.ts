import * as z from 'zod/mini';
import type { $ZodIssue, $ZodRawIssue } from 'zod/v4/core';

/** French violation messages of spec section 5. */
export const VIOLATION_MESSAGES = {
  notBlank: 'Ce champs est obligatoire',
  email: 'Cette valeur doit être une adresse e-mail valide',
  postalCode: 'Cette valeur doit être un code postal valide',
  country: 'Cette valeur doit être un pays valide',
  url: 'Cette valeur doit être une URL valide',
  date: 'Cette valeur doit être une date valide',
  dateFormat: "Le format de la date n'est pas valide",
  uploadsSize: 'Les fichiers sont trop lourds : 10 Mo maximum',
  phone: 'Cette valeur doit être un numéro de téléphone valide',
  minLength: (length: number) => `Cette valeur doit contenir au moins ${length} caractères`,
  maxLength: (length: number) => `Cette valeur doit contenir au plus ${length} caractères`,
  // Not in the spec: what the French error map of zod says when a schema gives no message of its own.
  text: 'Cette valeur doit être un texte',
  number: 'Cette valeur doit être un nombre',
  integer: 'Cette valeur doit être un nombre entier',
  boolean: 'Cette valeur doit être vrai ou faux',
  list: 'Cette valeur doit être une liste',
  object: 'Cette valeur doit être un objet',
  choice: 'Cette valeur ne fait pas partie des choix possibles',
  invalid: "Cette valeur n'est pas valide",
  minItems: (count: number) => `Cette liste doit contenir au moins ${count} éléments`,
  maxItems: (count: number) => `Cette liste doit contenir au plus ${count} éléments`,
  minValue: (minimum: number) => `Cette valeur doit être supérieure ou égale à ${minimum}`,
  maxValue: (maximum: number) => `Cette valeur doit être inférieure ou égale à ${maximum}`,
} as const;

const MESSAGE_BY_EXPECTED_TYPE: Partial<Record<string, string>> = {
  string: VIOLATION_MESSAGES.text,
  number: VIOLATION_MESSAGES.number,
  int: VIOLATION_MESSAGES.integer,
  boolean: VIOLATION_MESSAGES.boolean,
  array: VIOLATION_MESSAGES.list,
  object: VIOLATION_MESSAGES.object,
  record: VIOLATION_MESSAGES.object,
};

/** A size limit in the words of what it limits: characters of a text, items of a list, or a number's bound. */
function sizeMessage(origin: string, limit: number, bound: 'min' | 'max'): string {
  if (origin === 'string') {
    if (bound === 'min') return limit <= 1 ? VIOLATION_MESSAGES.notBlank : VIOLATION_MESSAGES.minLength(limit);
    return VIOLATION_MESSAGES.maxLength(limit);
  }
  if (origin === 'array' || origin === 'set') {
    return bound === 'min' ? VIOLATION_MESSAGES.minItems(limit) : VIOLATION_MESSAGES.maxItems(limit);
  }
  return bound === 'min' ? VIOLATION_MESSAGES.minValue(limit) : VIOLATION_MESSAGES.maxValue(limit);
}

/**
 * The French message of an issue whose schema gave none (zod's defaults are English): a missing value is
 * NotBlank, formats and sizes are the spec 5 messages, the rest the catalogue's words above.
 */
export function frenchIssueMessage(issue: $ZodRawIssue): string {
  const isMissing = issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing) return VIOLATION_MESSAGES.notBlank;
      return MESSAGE_BY_EXPECTED_TYPE[issue.expected] ?? VIOLATION_MESSAGES.invalid;
    case 'invalid_value':
      return isMissing ? VIOLATION_MESSAGES.notBlank : VIOLATION_MESSAGES.choice;
    case 'too_small':
      return sizeMessage(issue.origin, Number(issue.minimum), 'min');
    case 'too_big':
      return sizeMessage(issue.origin, Number(issue.maximum), 'max');
    case 'invalid_format':
      if (issue.format === 'email') return VIOLATION_MESSAGES.email;
      if (issue.format === 'url') return VIOLATION_MESSAGES.url;
      if (issue.format === 'datetime' || issue.format === 'date') return VIOLATION_MESSAGES.dateFormat;
      return VIOLATION_MESSAGES.invalid;
    case 'custom':
    case 'invalid_element':
    case 'invalid_key':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'unrecognized_keys':
      return VIOLATION_MESSAGES.invalid;
  }
}

// Installed once, here, where every contract takes its messages from: both apps then answer in French.
z.config({ customError: frenchIssueMessage });

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
