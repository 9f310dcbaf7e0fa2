import { FORMATION_KEYS, type MemberStatus } from '@campus/domain/administration';
import type { Formations } from '@campus/domain/rights';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';

const STATUS_STYLES: Record<MemberStatus, string> = {
  invited: 'bg-level-yellow-soft text-level-yellow',
  active: 'bg-success-soft text-success',
  deactivated: 'bg-canvas text-ink-faint',
  closed: 'bg-danger-soft text-danger',
};

/** Invité, Actif, Désactivé or Fermé, as a coloured pill. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation('administration');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_STYLES[status],
      )}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

/** The member's formations by their short names (`AIR, MDB`), or `Aucune`. */
export function useFormationNames() {
  const { t } = useTranslation('administration');
  return (formations: Formations) => {
    const names = FORMATION_KEYS.filter((key) => formations[key]).map((key) => t(`formations.${key}`));
    return names.length > 0 ? names.join(', ') : t('members.noFormation');
  };
}
