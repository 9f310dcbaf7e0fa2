import { COUNTRY_CODES } from '@campus/domain/account';
import type { SelectOption } from '../../components/form/select-field';

/** The countries live in the domain (the server checks billing addresses against them). */
export { COUNTRY_CODES, DEFAULT_COUNTRY } from '@campus/domain/account';

/** The countries as select options, named in the interface language and sorted by name. */
export function countryOptions(language: string): SelectOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
