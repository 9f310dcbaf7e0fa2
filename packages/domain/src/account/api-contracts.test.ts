import { describe, expect, it } from 'vitest';
import { loginRequestSchema, updateMeRequestSchema } from './api-contracts.js';
import { violationsFromIssues } from '../shared/violations.js';

const violationsOf = (result: { success: boolean; error?: { issues: Parameters<typeof violationsFromIssues>[0] } }) =>
  result.error ? violationsFromIssues(result.error.issues) : {};

describe('field violations in French', () => {
  it('NotBlank says Ce champs est obligatoire', () => {
    const result = updateMeRequestSchema.safeParse({ firstname: '  ', lastname: 'Durand' });
    expect(violationsOf(result)).toEqual({ firstname: ['Ce champs est obligatoire'] });
  });
  it('a bad e-mail is reported under its path', () => {
    const result = loginRequestSchema.safeParse({ email: 'pas-un-mail', password: 'x' });
    expect(violationsOf(result).email).toEqual(['Cette valeur doit être une adresse e-mail valide']);
  });
  it('MaxLength names the limit', () => {
    const result = updateMeRequestSchema.safeParse({ firstname: 'a'.repeat(101), lastname: 'b' });
    expect(violationsOf(result).firstname).toEqual(['Cette valeur doit contenir au plus 100 caractères']);
  });
  it('a French postal code has five digits, and the country defaults to FR', () => {
    const bad = updateMeRequestSchema.safeParse({ firstname: 'a', lastname: 'b', address: { postale_code: '750' } });
    expect(violationsOf(bad)['address.postale_code']).toEqual(['Cette valeur doit être un code postal valide']);
    const good = updateMeRequestSchema.parse({ firstname: 'a', lastname: 'b', address: { postale_code: '75011' } });
    expect(good.address?.country).toBe('FR');
  });
});
