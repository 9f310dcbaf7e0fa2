import type { MemberCard } from '@campus/domain/network';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';

/** A member's roles in the network (mentor, coach, ambassador of a kind, …), as their card and their page show them. */
export function MemberRoles({
  member,
  className,
}: {
  member: Pick<MemberCard, 'roles' | 'ambassadorType'>;
  className?: string;
}) {
  const { t } = useTranslation('network');
  if (member.roles.length === 0) return null;
  return (
    <ul aria-label={t('rolesLabel')} className={cn('flex flex-wrap gap-1.5', className)}>
      {member.roles.map((role) => (
        <li key={role} className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">
          {role === 'ambassador' && member.ambassadorType
            ? t(`ambassadorTypes.${member.ambassadorType}`)
            : t(`roles.${role}`)}
        </li>
      ))}
    </ul>
  );
}
