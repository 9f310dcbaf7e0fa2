import { mustSignContracts } from '@campus/domain/contracts';
import { formatShortDate } from '@campus/domain/shared';
import { FileSignature, LogOut } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { paths } from '../../../config/paths';
import { useWaitingContracts } from '../api/get-waiting-contracts';
import { useLiveContracts } from '../hooks/use-live-contracts';

/**
 * The blocking modal of spec 2.6 and 8: while a contract waits for the member's signature, a dialog says action is
 * required and that access may be lost, and lists each contract (its name, else `Contrat du DD/MM/YYYY`) with a
 * `Signer` link. It cannot be dismissed into the product; the signing page, sign-out and the legal pages live
 * outside the member shell, so they stay reachable.
 */
export function UnsignedContractsModal() {
  const { t } = useTranslation('contracts-modal');
  const waiting = useWaitingContracts();
  useLiveContracts();
  const contracts = waiting.data ?? [];

  return (
    <Modal
      open={mustSignContracts(contracts)}
      isBlocking
      title={t('title')}
      description={t('body', { count: contracts.length })}
      footer={
        <Link to={paths.logout} className={buttonStyles({ variant: 'ghost' })}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('signOut')}
        </Link>
      }
    >
      <ul aria-label={t('listLabel')} className="divide-y divide-line rounded-xl border border-line">
        {contracts.map((contract) => (
          <li key={contract.id} className="flex flex-wrap items-center gap-3 p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
              <FileSignature aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{contract.name}</p>
              <p className="text-sm text-ink-soft">{t('issuedOn', { date: formatShortDate(contract.created_at) })}</p>
            </div>
            <Link
              to={paths.signContract(contract.id)}
              aria-label={t('signLabel', { name: contract.name })}
              className={buttonStyles({ size: 'sm' })}
            >
              {t('sign')}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-soft">
        {t('otherLinks')}{' '}
        <Link to={paths.legal.notice} className="font-medium text-accent underline">
          {t('legalNotice')}
        </Link>{' '}
        ·{' '}
        <Link to={paths.legal.termsOfSale} className="font-medium text-accent underline">
          {t('termsOfSale')}
        </Link>
      </p>
    </Modal>
  );
}
