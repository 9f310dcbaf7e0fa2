import { FRANCE_DEPARTMENTS, MEMBER_SKILLS, type NetworkProfile } from '@campus/domain/network';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Checkbox } from '../../../components/form/checkbox';
import { SelectField } from '../../../components/form/select-field';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { useNetworkProfile } from '../api/get-network-profile';
import { useSaveNetworkProfile } from '../api/save-network-profile';
import { ListError } from './list-states';

function PrivacyFields({ profile }: { profile: NetworkProfile }) {
  const { t } = useTranslation('network');
  const [values, setValues] = useState(profile);
  const save = useSaveNetworkProfile();
  const toggleSkill = (skill: NetworkProfile['skills'][number]) =>
    setValues((previous) => ({
      ...previous,
      skills: previous.skills.includes(skill)
        ? previous.skills.filter((item) => item !== skill)
        : [...previous.skills, skill],
    }));
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values, {
          onSuccess: () => toast({ title: t('privacy.saved'), variant: 'success' }),
          onError: (error) => toast({ title: t('privacy.error'), description: error.message, variant: 'error' }),
        });
      }}
    >
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('privacy.title')}</legend>
        <Checkbox
          label={t('privacy.showPhone')}
          checked={values.showPhone}
          onChange={(event) => setValues({ ...values, showPhone: event.target.checked })}
        />
        <Checkbox
          label={t('privacy.showCity')}
          checked={values.showCity}
          onChange={(event) => setValues({ ...values, showCity: event.target.checked })}
        />
        <Checkbox
          label={t('privacy.showOnMap')}
          checked={values.showOnMap}
          onChange={(event) => setValues({ ...values, showOnMap: event.target.checked })}
        />
      </fieldset>
      <SelectField
        className="max-w-sm"
        label={t('privacy.department')}
        value={values.departmentCode ?? ''}
        onChange={(event) =>
          setValues({
            ...values,
            departmentCode: (event.target.value || null) as NetworkProfile['departmentCode'],
          })
        }
        options={[
          { value: '', label: t('privacy.noDepartment') },
          ...FRANCE_DEPARTMENTS.map((item) => ({ value: item.code, label: `${item.code} · ${item.name}` })),
        ]}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('privacy.skills')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {MEMBER_SKILLS.map((skill) => (
            <Checkbox
              key={skill}
              label={t(`skills.${skill}`)}
              checked={values.skills.includes(skill)}
              onChange={() => toggleSkill(skill)}
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" isLoading={save.isPending}>
        {t('privacy.save')}
      </Button>
    </form>
  );
}

/** `/mon-compte/mon-profil`: what other members see of me (phone, city, department on the map), off by default. */
export function NetworkPrivacyCard() {
  const { t } = useTranslation('network');
  const profile = useNetworkProfile();
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{t('privacy.title')}</h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-soft">{t('privacy.intro')}</p>
      {profile.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : profile.isError ? (
        <ListError query={profile} />
      ) : (
        <PrivacyFields profile={profile.data} />
      )}
    </Card>
  );
}
