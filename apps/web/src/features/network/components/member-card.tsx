import { departmentName, type MemberCard as MemberCardData } from '@campus/domain/network';
import { MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { MemberRoles } from './member-roles';

interface MemberCardProps {
  member: MemberCardData;
  /** The page's action for this member (`Envoyer un message`). */
  action?: ReactNode;
}

/** A member as others see them: picture and name link to their page; phone, city, department only if shown. */
export function MemberCard({ member, action }: MemberCardProps) {
  const { t } = useTranslation('network');
  const name = member.displayName ?? t('roles.member');
  const place = [member.city, member.departmentCode ? departmentName(member.departmentCode) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <Avatar name={name} pictureUrl={member.pictureUrl} uid={member.uid} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-ink">
            <Link to={paths.member(member.uid)} className="hover:underline">
              {name}
            </Link>
          </h2>
          <MemberRoles member={member} className="mt-1" />
        </div>
      </div>
      {place || member.phoneNumber ? (
        <dl className="space-y-1 text-sm text-ink-soft">
          {place ? (
            <div className="flex items-center gap-2">
              <dt>
                <MapPin className="size-4 text-ink-faint" aria-hidden="true" />
                <span className="sr-only">{t('common.city')}</span>
              </dt>
              <dd>{place}</dd>
            </div>
          ) : null}
          {member.phoneNumber ? (
            <div className="flex items-center gap-2">
              <dt>
                <Phone className="size-4 text-ink-faint" aria-hidden="true" />
                <span className="sr-only">{t('common.phone')}</span>
              </dt>
              <dd>
                <a href={`tel:${member.phoneNumber.replace(/\s/g, '')}`} className="hover:underline">
                  {member.phoneNumber}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {member.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {member.skills.map((skill) => (
            <li key={skill} className="rounded-md border border-line px-2 py-0.5 text-xs text-ink-soft">
              {t(`skills.${skill}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {action ? <div className="mt-auto pt-1">{action}</div> : null}
    </Card>
  );
}
