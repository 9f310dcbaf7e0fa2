/** Every contracts query starts with this key: a signature or a new contract refreshes them all. */
export const CONTRACTS_QUERY_KEY = ['contracts'] as const;

export const waitingContractsQueryKey = [...CONTRACTS_QUERY_KEY, 'waiting'] as const;
export const contractsQueryKey = [...CONTRACTS_QUERY_KEY, 'list'] as const;
export const contractQueryKey = (id: string) => [...CONTRACTS_QUERY_KEY, 'one', id] as const;
export const contractPdfQueryKey = (id: string) => [...CONTRACTS_QUERY_KEY, 'pdf', id] as const;
