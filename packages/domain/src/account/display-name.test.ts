import { describe, expect, it } from 'vitest';
import { displayNameOf, displayNameOrEmail, fullNameOf, legalNameOf } from './display-name.js';

describe('display name (spec 2.6): the chosen name, else first and last name, else the e-mail', () => {
  it('shows the display name the member chose, trimmed', () => {
    expect(displayNameOf({ displayName: ' Mimi ', firstname: 'Émilie', lastname: 'Rousseau' })).toBe('Mimi');
  });

  it('falls back to "Firstname Lastname" when no display name was chosen, or only blanks', () => {
    expect(displayNameOf({ displayName: null, firstname: 'Émilie', lastname: 'Rousseau' })).toBe('Émilie Rousseau');
    expect(displayNameOf({ displayName: '  ', firstname: null, lastname: ' Rousseau ' })).toBe('Rousseau');
    expect(fullNameOf({ firstname: 'Émilie', lastname: null })).toBe('Émilie');
  });

  it('has no name when none was given, and then the e-mail is shown', () => {
    const nameless = { displayName: null, firstname: ' ', lastname: null, email: 'emilie@campus.test' };
    expect(displayNameOf(nameless)).toBeNull();
    expect(displayNameOrEmail(nameless)).toBe('emilie@campus.test');
    expect(displayNameOrEmail({ ...nameless, firstname: 'Émilie' })).toBe('Émilie');
  });
});

describe('legal name: how an invoice or a contract names its holder', () => {
  it('is "Firstname Lastname", else the e-mail; never the display name', () => {
    expect(legalNameOf({ firstname: 'Émilie', lastname: 'Rousseau', email: 'e@campus.test' })).toBe('Émilie Rousseau');
    expect(legalNameOf({ firstname: null, lastname: '  ', email: 'e@campus.test' })).toBe('e@campus.test');
  });
});
