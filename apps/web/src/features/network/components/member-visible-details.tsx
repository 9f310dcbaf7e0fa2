import { departmentName } from '@campus/domain/network';
import { MapPin, Phone } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { useMemberCard } from '../api/get-member-card';
import { MemberRoles } from './member-roles';

/** On a member's page: their roles and skills, and only the phone, city and department they chose to show. */
export function MemberVisibleDetails({ uid }: { uid: string }) {
  const { t } = useTranslation('network');
  const card = useMemberCard(uid);
  if (!card.data) return null;
  const member = card.data;
  const place = [member.city, member.departmentCode ? departmentName(member.departmentCode) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
      <MemberRoles member={member} />
      {place ? (
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-ink-faint" aria-hidden="true" />
          <span className="sr-only">{t('common.city')} : </span>
          {place}
        </span>
      ) : null}
      {member.phoneNumber ? (
        <a
          href={`tel:${member.phoneNumber.replace(/\s/g, '')}`}
          className="inline-flex items-center gap-1.5 hover:underline"
        >
          <Phone className="size-4 text-ink-faint" aria-hidden="true" />
          <span className="sr-only">{t('common.phone')} : </span>
          {member.phoneNumber}
        </a>
      ) : null}
      {member.skills.map((skill) => (
        <span key={skill} className="rounded-md border border-line px-2 py-0.5 text-xs">
          {t(`skills.${skill}`)}
        </span>
      ))}
    </div>
  );
}
