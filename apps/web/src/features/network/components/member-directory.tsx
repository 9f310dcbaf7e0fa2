import {
  FRANCE_DEPARTMENTS,
  FRANCE_REGIONS,
  MEMBER_ROLES,
  MEMBER_SKILLS,
  WHOLE_FRANCE,
  departmentsOfRegion,
  type MemberCard as MemberCardData,
} from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import { Search, Users } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useDirectory, type DirectoryFilters } from '../api/get-directory';
import { CardsSkeleton, ListEmpty, ListError } from './list-states';
import { MemberGrid } from './people-list';
import { LoadMoreButton } from '../../../components/load-more-button';

interface MemberDirectoryProps {
  channel: ChannelSlug;
  renderAction?: (member: MemberCardData) => ReactNode;
}

/** `Les membres`: search by name (case and accents ignored), region, department, role and skill; paginated. */
export function MemberDirectory({ channel, renderAction }: MemberDirectoryProps) {
  const { t } = useTranslation('network');
  const [text, setText] = useState('');
  const [region, setRegion] = useState('');
  const [department, setDepartment] = useState('');
  const [role, setRole] = useState('');
  const [skill, setSkill] = useState('');
  const q = useDeferredValue(text.trim());
  const filters = {
    channel,
    ...(q && { q }),
    ...(region && { region }),
    ...(department && { department }),
    ...(role && { role }),
    ...(skill && { skill }),
  } as DirectoryFilters;
  const directory = useDirectory(filters);
  const departments =
    region && region !== WHOLE_FRANCE
      ? FRANCE_DEPARTMENTS.filter((item) => departmentsOfRegion(region).includes(item.code))
      : FRANCE_DEPARTMENTS;
  const members = directory.data?.pages.flatMap((page) => page.members) ?? [];

  return (
    <div className="space-y-5">
      <form
        role="search"
        aria-label={t('members.filters')}
        className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="relative sm:col-span-2 lg:col-span-1">
          <TextField
            label={t('members.search')}
            type="search"
            value={text}
            placeholder={t('members.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
          <Search aria-hidden="true" className="pointer-events-none absolute right-3 bottom-3 size-4 text-ink-faint" />
        </div>
        <SelectField
          label={t('common.region')}
          value={region}
          onChange={(event) => {
            setRegion(event.target.value);
            setDepartment('');
          }}
          options={[
            { value: '', label: t('common.wholeFrance') },
            ...FRANCE_REGIONS.map((item) => ({ value: item.code, label: item.name })),
          ]}
        />
        <SelectField
          label={t('common.department')}
          value={department}
          onChange={(event) => setDepartment(event.target.value)}
          options={[
            { value: '', label: t('common.all') },
            ...departments.map((item) => ({ value: item.code, label: `${item.code} · ${item.name}` })),
          ]}
        />
        <SelectField
          label={t('members.role')}
          value={role}
          onChange={(event) => setRole(event.target.value)}
          options={[
            { value: '', label: t('common.all') },
            ...MEMBER_ROLES.map((item) => ({ value: item, label: t(`roles.${item}`) })),
          ]}
        />
        <SelectField
          label={t('members.skill')}
          value={skill}
          onChange={(event) => setSkill(event.target.value)}
          options={[
            { value: '', label: t('common.allFeminine') },
            ...MEMBER_SKILLS.map((item) => ({ value: item, label: t(`skills.${item}`) })),
          ]}
        />
        {region || department ? (
          <p className="text-xs text-ink-faint sm:col-span-2 lg:col-span-5">{t('members.departmentHint')}</p>
        ) : null}
      </form>

      {directory.isPending ? (
        <CardsSkeleton />
      ) : directory.isError ? (
        <ListError query={directory} />
      ) : members.length === 0 ? (
        <ListEmpty icon={<Users aria-hidden="true" />}>{t('members.empty')}</ListEmpty>
      ) : (
        <>
          <MemberGrid members={members} renderAction={renderAction} />
          <LoadMoreButton pages={directory}>{t('common.loadMore')}</LoadMoreButton>
        </>
      )}
    </div>
  );
}
