import { describe, expect, it } from 'vitest';
import { displayNameOf, displayNameOrEmail, fullNameOf } from './display-name.js';

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
