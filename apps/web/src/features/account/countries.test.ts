import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions } from './countries';

describe('countryOptions', () => {
  it('names every ISO country in French, sorted by name', () => {
    const options = countryOptions('fr');
    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(options.find((option) => option.value === 'FR')?.label).toBe('France');
    expect(options.find((option) => option.value === 'DE')?.label).toBe('Allemagne');
    expect(options[0]?.label).toBe('Afghanistan');
  });

  it('holds each code once', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });
});
