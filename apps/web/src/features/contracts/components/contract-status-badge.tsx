import type { ContractStatus } from '@campus/domain/contracts';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';

const STYLES: Record<ContractStatus, string> = {
  signed: 'bg-success-soft text-success',
  waiting: 'bg-level-yellow-soft text-level-yellow',
};

/** `Signé` or `À signer`. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('contracts');
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium whitespace-nowrap',
        STYLES[status],
      )}
    >
      {t(`list.status.${status}`)}
    </span>
  );
}
