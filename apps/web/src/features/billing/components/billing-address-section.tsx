import { DEFAULT_COUNTRY, billingAddressRequestSchema, type Address } from '@campus/domain/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type * as z from 'zod/mini';
import { Button } from '../../../components/button';
import { AddressFields } from '../../../components/form/address-fields';
import type { SelectOption } from '../../../components/form/select-field';
import { FormErrors } from '../../../components/form/form-errors';
import { useServerViolations } from '../../../components/form/server-violations';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { useBillingAddress } from '../api/get-billing-address';
import { useUpdateBillingAddress } from '../api/update-billing-address';
import { LoadError } from '../../../components/load-error';
import { BillingSection } from './billing-section';

type AddressFormValues = z.input<typeof billingAddressRequestSchema>;

function formValuesOf(address: Address): AddressFormValues {
  return {
    line1: address.line1 ?? '',
    postale_code: address.postale_code ?? '',
    city: address.city ?? '',
    country: address.country || DEFAULT_COUNTRY,
    company: address.company ?? '',
  };
}

interface AddressFormProps {
  address: Address;
  /** The countries as named in the interface language (the route gives the account feature's list). */
  countries: readonly SelectOption[];
}

function AddressForm({ address, countries }: AddressFormProps) {
  const { t } = useTranslation('billing');
  const form = useForm({
    resolver: zodResolver(billingAddressRequestSchema),
    defaultValues: formValuesOf(address),
    criteriaMode: 'all',
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('address.network'));
  const update = useUpdateBillingAddress();

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      form.reset(formValuesOf(await update.mutateAsync(changes)));
      toast({ title: t('address.saved'), variant: 'success' });
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormErrors messages={formMessages} />
      <AddressFields
        section="billing"
        countries={countries}
        labels={{
          line1: t('address.line1'),
          postale_code: t('address.postaleCode'),
          city: t('address.city'),
          country: t('address.country'),
          company: t('address.company'),
          companyHint: t('address.companyHint'),
        }}
        field={(name) => ({ input: form.register(name), errors: messagesFor(name) })}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t('address.save')}
        </Button>
      </div>
    </form>
  );
}

/** The billing address of the next invoices, checked with the server's own contract (French postal codes). */
export function BillingAddressSection({ countries }: { countries: readonly SelectOption[] }) {
  const { t } = useTranslation('billing');
  const address = useBillingAddress();
  return (
    <BillingSection id="billing-address" title={t('address.title')} description={t('address.description')}>
      {address.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : null}
      {address.isError ? <LoadError inCard={false} message={t('address.error')} query={address} /> : null}
      {address.data ? <AddressForm address={address.data} countries={countries} /> : null}
    </BillingSection>
  );
}
