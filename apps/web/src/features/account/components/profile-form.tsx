import { fullNameOf, type MeResponse, updateMeRequestSchema } from '@campus/domain/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type * as z from 'zod/mini';
import { Button } from '../../../components/button';
import { AddressFields } from '../../../components/form/address-fields';
import { FormErrors } from '../../../components/form/form-errors';
import { useServerViolations } from '../../../components/form/server-violations';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast';
import { cn } from '../../../lib/cn';
import { useUpdateProfile } from '../api/update-profile';
import { DEFAULT_COUNTRY, countryOptions } from '../countries';
import { ProfileSection } from './profile-section';

type ProfileFormValues = z.input<typeof updateMeRequestSchema>;

/** The nickname the member chose: the server falls back to "Firstname Lastname" when there is none. */
function chosenDisplayName(user: MeResponse): string {
  return user.displayName && user.displayName !== fullNameOf(user) ? user.displayName : '';
}

function formValuesOf(user: MeResponse): ProfileFormValues {
  return {
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    displayName: chosenDisplayName(user),
    phoneNumber: user.phoneNumber ?? '',
    address: {
      line1: user.address.line1 ?? '',
      postale_code: user.address.postale_code ?? '',
      city: user.address.city ?? '',
      country: user.address.country || DEFAULT_COUNTRY,
      company: user.address.company ?? '',
    },
  };
}

/** The profile of spec 3.2, validated with the server's own schema; server violations show per field. */
export function ProfileForm({ user }: { user: MeResponse }) {
  const { t, i18n } = useTranslation('account');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const form = useForm({
    resolver: zodResolver(updateMeRequestSchema),
    defaultValues: formValuesOf(user),
    criteriaMode: 'all',
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('profile.network'));
  const updateProfile = useUpdateProfile();
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      const member = await updateProfile.mutateAsync(changes);
      form.reset(formValuesOf(member));
      toast({ title: t('profile.saved'), variant: 'success' });
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormErrors messages={formMessages} />
      <ProfileSection id="profile-identity" title={t('profile.identity.title')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.identity.firstname')}
            autoComplete="given-name"
            errors={messagesFor('firstname')}
            {...form.register('firstname')}
          />
          <TextField
            label={t('profile.identity.lastname')}
            autoComplete="family-name"
            errors={messagesFor('lastname')}
            {...form.register('lastname')}
          />
          <TextField
            className="sm:col-span-2"
            label={t('profile.identity.displayName')}
            hint={t('profile.identity.displayNameHint')}
            autoComplete="nickname"
            errors={messagesFor('displayName')}
            {...form.register('displayName')}
          />
          <TextField
            label={t('profile.identity.email')}
            hint={t('profile.identity.emailHint')}
            type="email"
            value={user.email}
            readOnly
          />
          <TextField
            label={t('profile.identity.phoneNumber')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            errors={messagesFor('phoneNumber')}
            {...form.register('phoneNumber')}
          />
        </div>
      </ProfileSection>

      <ProfileSection
        id="profile-address"
        title={t('profile.address.title')}
        description={t('profile.address.description')}
      >
        <AddressFields
          countries={countries}
          labels={{
            line1: t('profile.address.line1'),
            postale_code: t('profile.address.postaleCode'),
            city: t('profile.address.city'),
            country: t('profile.address.country'),
            company: t('profile.address.company'),
            companyHint: t('profile.address.companyHint'),
          }}
          field={(name) => ({ input: form.register(`address.${name}`), errors: messagesFor(`address.${name}`) })}
        />
      </ProfileSection>

      <div
        className={cn(
          'flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end',
          // While there are changes to save, the actions stay in sight.
          isDirty &&
            'sticky bottom-0 z-10 -mx-4 border-t border-line bg-surface/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:px-5',
        )}
      >
        {isDirty ? <p className="text-sm text-ink-soft sm:mr-auto">{t('profile.unsaved')}</p> : null}
        {isDirty ? (
          <Button variant="secondary" onClick={() => form.reset()} disabled={isSubmitting}>
            {t('profile.cancel')}
          </Button>
        ) : null}
        <Button type="submit" isLoading={isSubmitting}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
