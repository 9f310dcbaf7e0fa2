import * as z from 'zod/mini';
import { VIOLATION_MESSAGES } from '../shared/violations.js';

// A member closes their account (RGPD erasure, issue 32): asked with their password, it is anonymised after
// ACCOUNT_CLOSURE_DELAY_DAYS, until when they may cancel it. Invoices and signed contracts are kept (Code de
// commerce L123-22: ten years); messages stay in their discussions under CLOSED_MEMBER_NAME.

/** Days between the request and the anonymisation: the time to change one's mind. */
export const ACCOUNT_CLOSURE_DELAY_DAYS = 30;

/** The name a closed account is shown under (its messages, its projects, the journal). */
export const CLOSED_MEMBER_NAME = 'Membre supprimé';

/** The moment an account asked to be closed on `requestedAt` is anonymised. */
export function closureDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_CLOSURE_DELAY_DAYS * 24 * 60 * 60 * 1000);
}

export const CLOSURE_MESSAGES = {
  alreadyScheduled: 'La fermeture de ce compte est déjà prévue',
  notScheduled: "Aucune fermeture n'est prévue pour ce compte",
  alreadyClosed: 'Ce compte est déjà fermé',
  lastAdmin: 'Vous êtes le dernier administrateur : ce compte ne peut pas être fermé',
} as const;

// GET /api/me/closure, DELETE /api/me/closure -> AccountClosure
// POST /api/me/closure { password } -> AccountClosure; a wrong password: 400 with AUTH_MESSAGES.badCredentials.
export const requestClosureSchema = z.object({
  password: z.string(VIOLATION_MESSAGES.notBlank).check(z.minLength(1, VIOLATION_MESSAGES.notBlank)),
});
export type RequestClosure = z.input<typeof requestClosureSchema>;

/** When the account will be anonymised, or null when no closure is asked. */
export const accountClosureSchema = z.object({ dueAt: z.nullable(z.string()) });
export type AccountClosure = z.infer<typeof accountClosureSchema>;
