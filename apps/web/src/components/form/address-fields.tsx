import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, type SelectOption } from './select-field';
import { TextField } from './text-field';

export type AddressFieldName = 'line1' | 'postale_code' | 'city' | 'country' | 'company';

interface AddressFieldsProps {
  labels: Record<AddressFieldName, string> & { companyHint: string };
  countries: readonly SelectOption[];
  /** Each field's registered input and messages, wherever the form keeps the address. */
  field: (name: AddressFieldName) => { input: UseFormRegisterReturn; errors: readonly string[] };
  /** The autocomplete section (`billing` for an invoices' address), so browsers fill the right address. */
  section?: 'billing';
}

/** The fields of a postal address (spec 3.2): street, postal code, city, country, company. */
export function AddressFields({ labels, countries, field, section }: AddressFieldsProps) {
  const autoComplete = (token: string) => (section ? `${section} ${token}` : token);
  const props = (name: AddressFieldName) => {
    const { input, errors } = field(name);
    return { ...input, errors };
  };
  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <TextField
        className="sm:col-span-6"
        label={labels.line1}
        autoComplete={autoComplete('address-line1')}
        {...props('line1')}
      />
      <TextField
        className="sm:col-span-2"
        label={labels.postale_code}
        autoComplete={autoComplete('postal-code')}
        {...props('postale_code')}
      />
      <TextField
        className="sm:col-span-4"
        label={labels.city}
        autoComplete={autoComplete('address-level2')}
        {...props('city')}
      />
      <SelectField
        className="sm:col-span-3"
        label={labels.country}
        autoComplete={autoComplete('country')}
        options={countries}
        {...props('country')}
      />
      <TextField
        className="sm:col-span-3"
        label={labels.company}
        hint={labels.companyHint}
        autoComplete={autoComplete('organization')}
        {...props('company')}
      />
    </div>
  );
}
