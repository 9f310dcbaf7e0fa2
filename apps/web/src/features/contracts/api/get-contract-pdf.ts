import type { Contract } from '@campus/domain/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { contractPdfQueryKey } from './contracts-query-keys';

export type ContractDocument = 'original' | 'signed';

/** GET /api/contract/{id}/pdf (as issued) or /signed-pdf (with its audit page). */
export function getContractPdf(id: string, document: ContractDocument): Promise<Blob> {
  const suffix = document === 'original' ? 'pdf' : 'signed-pdf';
  return apiRequest(`/contract/${encodeURIComponent(id)}/${suffix}`, {
    headers: { Accept: 'application/pdf' },
    answer: 'file',
  });
}

/** The contract as issued, for reading it in the signing page. */
export function useContractPdf(id: string) {
  return useQuery(
    queryOptions({
      queryKey: contractPdfQueryKey(id),
      queryFn: () => getContractPdf(id, 'original'),
      staleTime: Infinity,
    }),
  );
}

/** Saves a contract's PDF with the browser. */
export async function downloadContractPdf(contract: Pick<Contract, 'id'>, document: ContractDocument): Promise<void> {
  const file = await getContractPdf(contract.id, document);
  saveFile(file, `contrat-${contract.id}${document === 'signed' ? '-signe' : ''}.pdf`);
}

export function useDownloadContractPdf() {
  return useMutation({
    mutationFn: ({ contract, document }: { contract: Pick<Contract, 'id'>; document: ContractDocument }) =>
      downloadContractPdf(contract, document),
  });
}
