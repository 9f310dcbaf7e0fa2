import type { Contract } from '@campus/domain/contracts';
import { formatShortDate } from '@campus/domain/shared';
import { Download, FileSignature, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useContracts } from '../api/get-contracts';
import { useDownloadContractPdf, type ContractDocument } from '../api/get-contract-pdf';
import { ContractStatusBadge } from './contract-status-badge';
import { LoadError } from '../../../components/load-error';

function DownloadButton({ contract, document }: { contract: Contract; document: ContractDocument }) {
  const { t } = useTranslation('contracts');
  const download = useDownloadContractPdf();
  const isSigned = document === 'signed';
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Download aria-hidden="true" className="size-4" />}
      aria-label={t(isSigned ? 'list.downloadSignedLabel' : 'list.downloadOriginalLabel', { name: contract.name })}
      isLoading={download.isPending}
      onClick={() =>
        download.mutate(
          { contract, document },
          { onError: () => toast({ title: t('list.downloadError'), variant: 'error' }) },
        )
      }
    >
      {t(isSigned ? 'list.downloadSigned' : 'list.downloadOriginal')}
    </Button>
  );
}

function ContractRow({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const isSigned = contract.status === 'signed';
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 lg:flex-row lg:items-center lg:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-ink">{contract.name}</span>
          <ContractStatusBadge status={contract.status} />
        </p>
        <p className="mt-0.5 text-sm text-ink-soft">
          {isSigned && contract.signedAt
            ? t('list.signedOn', { date: formatShortDate(contract.signedAt), name: contract.signerName ?? '' })
            : t('list.issuedOn', { date: formatShortDate(contract.created_at) })}
        </p>
        {contract.signedSha256 ? (
          <p className="mt-0.5 text-xs break-all text-ink-faint">
            {t('list.fingerprint', { hash: contract.signedSha256 })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {isSigned ? null : (
          <Link
            to={paths.signContract(contract.id)}
            aria-label={t('list.signLabel', { name: contract.name })}
            className={buttonStyles({ size: 'sm' })}
          >
            <FileSignature aria-hidden="true" className="size-4" />
            {t('list.sign')}
          </Link>
        )}
        <DownloadButton contract={contract} document="original" />
        {isSigned ? <DownloadButton contract={contract} document="signed" /> : null}
      </div>
    </li>
  );
}

/** The member's contracts with `Signé` / `À signer`, the signing link and the PDFs to download. */
export function ContractsList() {
  const { t } = useTranslation('contracts');
  const contracts = useContracts();
  return (
    <Card className="p-4 sm:p-6">
      {contracts.isPending ? (
        <div className="space-y-4" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-4">
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-48" />
                <Skeleton className="h-3 w-64 max-w-full" />
              </div>
              <Skeleton className="h-8 w-28" />
            </div>
          ))}
        </div>
      ) : contracts.isError ? (
        <LoadError message={t('list.loadError')} inCard={false} query={contracts} />
      ) : contracts.data.length === 0 ? (
        <EmptyState icon={<FileSignature />}>{t('list.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-line">
          {contracts.data.map((contract) => (
            <ContractRow key={contract.id} contract={contract} />
          ))}
        </ul>
      )}
      <p className="mt-6 border-t border-line pt-4 text-sm">
        <Link
          to={paths.contractVerification}
          className="inline-flex items-center gap-2 font-medium text-accent underline"
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('list.verifyLink')}
        </Link>
      </p>
    </Card>
  );
}
