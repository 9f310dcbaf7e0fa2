import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

export type CardFieldName = 'number' | 'expiry' | 'cvc';

interface CardFieldsProps {
  labels: Record<CardFieldName, string> & { cvcHint: string };
  /** Each field's registered input and messages, wherever the form keeps the card. */
  field: (name: CardFieldName) => { input: UseFormRegisterReturn; errors: readonly string[] };
  /** Expiry and code side by side from this width (`sm`), or always (a narrow dialog). */
  columns?: 'sm' | 'always';
}

/** A card's number, expiry (MM/AA) and security code, as the sandbox takes them (Stripe's test cards). */
export function CardFields({ labels, field, columns = 'sm' }: CardFieldsProps) {
  const props = (name: CardFieldName) => {
    const { input, errors } = field(name);
    return { ...input, errors };
  };
  return (
    <>
      <TextField
        label={labels.number}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="4242 4242 4242 4242"
        {...props('number')}
      />
      <div className={columns === 'sm' ? 'grid gap-4 sm:grid-cols-2' : 'grid grid-cols-2 gap-4'}>
        <TextField
          label={labels.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/AA"
          {...props('expiry')}
        />
        <TextField
          label={labels.cvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          hint={labels.cvcHint}
          {...props('cvc')}
        />
      </div>
    </>
  );
}
