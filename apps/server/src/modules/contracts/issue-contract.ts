import { contractName, type ContractKind, type SignatureType } from '@campus/domain/contracts';
import type { Queryable } from '../../db/schema.js';
import type { SellerConfig } from '../../platform/config.js';
import { createId, isoNow, sha256Hex } from '../../platform/tokens.js';
import { pdfWorkers } from '../pdf/pdf-workers.js';
import { loadHolder, type ContractRow } from './contract-rows.js';

export interface NewContract {
  uid: string;
  kind: ContractKind;
  productName: string | null;
  courseId: string | null;
  signatureTypes: readonly SignatureType[];
  issuedBy: string | null;
  createdAt?: string;
}

/** A contract's row and its PDF, rendered and ready to store. */
export interface PreparedContract {
  row: ContractRow;
  pdf: Uint8Array;
}

/**
 * Issues a contract: renders its PDF and stores it with its SHA-256 (the caller tells the member's live `contracts`
 * query).
 */
export async function issueContract(db: Queryable, seller: SellerConfig, contract: NewContract): Promise<ContractRow> {
  return storeContract(db, await prepareContract(db, seller, contract));
}

/**
 * Renders a contract's PDF (in a worker thread) for `storeContract`: outside the write's transaction, which SQLite's
 * one connection would otherwise hold for every other request as long as the rendering (0.3 s and more).
 */
export async function prepareContract(
  db: Queryable,
  seller: SellerConfig,
  contract: NewContract,
): Promise<PreparedContract> {
  const holder = await loadHolder(db, contract.uid);
  const id = createId();
  const createdAt = contract.createdAt ?? isoNow();
  const name = contractName({ created_at: createdAt, product: { name: contract.productName } });
  const pdf = await pdfWorkers.run(
    'renderContractPdf',
    {
      id,
      kind: contract.kind,
      name,
      createdAt,
      member: { name: holder.name, email: holder.email, address: holder.address },
    },
    seller,
  );
  const row: ContractRow = {
    id,
    uid: contract.uid,
    kind: contract.kind,
    product_name: contract.productName,
    course_id: contract.courseId,
    signature_types: [...new Set(contract.signatureTypes)].join(','),
    issued_by: contract.issuedBy,
    created_at: createdAt,
    original_sha256: sha256Hex(pdf),
    signed_at: null,
    signer_name: null,
    signature_type: null,
    signer_ip: null,
    signer_user_agent: null,
    consent_text: null,
    signed_sha256: null,
  };
  return { row, pdf };
}

/** Stores a prepared contract and its original PDF. */
export async function storeContract(db: Queryable, { row, pdf }: PreparedContract): Promise<ContractRow> {
  await db.insertInto('contracts').values(row).execute();
  await db
    .insertInto('contract_documents')
    .values({
      contract_id: row.id,
      role: 'original',
      sha256: row.original_sha256,
      content: Buffer.from(pdf),
      created_at: row.created_at,
    })
    .execute();
  return row;
}
