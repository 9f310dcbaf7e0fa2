import { legalNameOf } from '@campus/domain/account';
import {
  CONTRACT_MESSAGES,
  SIGNATURE_TYPES,
  consentTextFor,
  contractName,
  isAccountHolderName,
  isSignatureTypeAllowed,
  type ContractKind,
  type SignatureType,
} from '@campus/domain/contracts';
import type { Selectable } from 'kysely';
import type { SellerConfig } from '../platform/config.js';
import { renderContractPdf, sha256Hex, signContractPdf } from '../platform/contract-pdf.js';
import { HttpError, foundOr, notFound } from '../platform/errors.js';
import { createId, isoNow } from '../platform/tokens.js';
import type { ContractsTable, Queryable } from './schema.js';

// The writes of a contract's life (issued with its PDF, signed once with its signed PDF), shared by the contracts
// module and the demo seed.

export type ContractRow = Selectable<ContractsTable>;
export type DocumentRole = 'original' | 'signed';

/** The contract's name (spec 2.6, 9): its product's, else `Contrat du DD/MM/YYYY`. */
export const nameOfContract = (row: Pick<ContractRow, 'product_name' | 'course_id' | 'created_at'>) =>
  contractName({ created_at: row.created_at, product: productOf(row) });

/** Spec 3.8's `product`: null when the contract names no product at all. */
export const productOf = (row: Pick<ContractRow, 'product_name' | 'course_id'>) =>
  row.product_name === null && row.course_id === null ? null : { name: row.product_name };

export const signatureTypesOf = (row: Pick<ContractRow, 'signature_types'>): SignatureType[] =>
  row.signature_types
    .split(',')
    .filter((type): type is SignatureType => (SIGNATURE_TYPES as readonly string[]).includes(type));

/** The member's own contract; another member's is as unknown as a missing one (404, nothing leaks). */
export function findMemberContract(db: Queryable, uid: string, id: string): Promise<ContractRow> {
  return foundOr(
    db.selectFrom('contracts').selectAll().where('id', '=', id).where('uid', '=', uid).executeTakeFirst(),
    notFound,
  );
}

/** The stored PDF of a contract: as issued, or as signed (404 before the signature). */
export async function loadContractDocument(db: Queryable, contract: ContractRow, role: DocumentRole) {
  if (role === 'signed' && !contract.signed_at) throw new HttpError(404, CONTRACT_MESSAGES.notSigned);
  return foundOr(
    db
      .selectFrom('contract_documents')
      .select(['content', 'sha256'])
      .where('contract_id', '=', contract.id)
      .where('role', '=', role)
      .executeTakeFirst(),
    notFound,
  );
}

export async function loadHolder(db: Queryable, uid: string) {
  const user = await foundOr(
    db
      .selectFrom('users')
      .select(['uid', 'email', 'firstname', 'lastname', 'address_line1', 'address_postale_code', 'address_city'])
      .where('uid', '=', uid)
      .executeTakeFirst(),
    notFound,
  );
  const address = [user.address_line1, [user.address_postale_code, user.address_city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return { ...user, name: legalNameOf(user), address: address || null };
}

export interface NewContract {
  uid: string;
  kind: ContractKind;
  productName: string | null;
  courseId: string | null;
  signatureTypes: readonly SignatureType[];
  issuedBy: string | null;
  createdAt?: string;
}

/** Issues a contract: renders its PDF, stores it with its SHA-256, and tells the member's live `contracts` query. */
export async function issueContract(db: Queryable, seller: SellerConfig, contract: NewContract): Promise<ContractRow> {
  const holder = await loadHolder(db, contract.uid);
  const id = createId();
  const createdAt = contract.createdAt ?? isoNow();
  const name = contractName({ created_at: createdAt, product: { name: contract.productName } });
  const pdf = await renderContractPdf(
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
  await db.insertInto('contracts').values(row).execute();
  await db
    .insertInto('contract_documents')
    .values({
      contract_id: id,
      role: 'original',
      sha256: row.original_sha256,
      content: Buffer.from(pdf),
      created_at: createdAt,
    })
    .execute();
  return row;
}

export interface SignatureRequest {
  signerName: string;
  signatureType: SignatureType;
  /** PNG bytes of the drawn signature. */
  drawnSignature: Buffer | null;
  ip: string;
  userAgent: string;
  at?: string;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const isPng = (bytes: Buffer) => PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** The server's own checks of a signature, whatever the page offered: allowed type, drawn image, the holder's name. */
function checkSignature(
  contract: ContractRow,
  holder: { firstname: string | null; lastname: string | null },
  request: SignatureRequest,
) {
  if (contract.signed_at) throw new HttpError(409, CONTRACT_MESSAGES.alreadySigned);
  if (!isSignatureTypeAllowed(signatureTypesOf(contract), request.signatureType)) {
    throw new HttpError(422, CONTRACT_MESSAGES.signatureTypeNotAllowed, {
      signatureType: [CONTRACT_MESSAGES.signatureTypeNotAllowed],
    });
  }
  if (request.signatureType === 'drawn' && (!request.drawnSignature || !isPng(request.drawnSignature))) {
    throw new HttpError(422, CONTRACT_MESSAGES.drawnSignatureRequired, {
      drawnSignature: [CONTRACT_MESSAGES.drawnSignatureRequired],
    });
  }
  const { firstname, lastname } = holder;
  if (firstname && lastname && !isAccountHolderName(request.signerName, { firstname, lastname })) {
    throw new HttpError(422, CONTRACT_MESSAGES.signerNameMismatch, {
      signerName: [CONTRACT_MESSAGES.signerNameMismatch],
    });
  }
}

/**
 * Signs the member's contract: the signed PDF (the contract's pages with the signature mention and the audit page)
 * is stored once with its SHA-256, and the contract records the evidence. Signing twice is refused (409): the
 * update only applies to a contract not signed yet, so two signatures at once leave one.
 */
export async function signContractIn(
  transaction: Queryable,
  uid: string,
  id: string,
  request: SignatureRequest,
): Promise<ContractRow> {
  const contract = await findMemberContract(transaction, uid, id);
  const holder = await loadHolder(transaction, uid);
  checkSignature(contract, holder, request);
  const signedAt = request.at ?? isoNow();
  const consentText = consentTextFor(contract.kind as ContractKind);
  const original = await loadContractDocument(transaction, contract, 'original');
  const signed = await signContractPdf(original.content, {
    contractId: contract.id,
    contractName: nameOfContract(contract),
    signerName: request.signerName,
    signerEmail: holder.email,
    signerUid: uid,
    signatureType: request.signatureType,
    drawnSignature: request.signatureType === 'drawn' ? request.drawnSignature : null,
    signedAt,
    ip: request.ip,
    userAgent: request.userAgent,
    consentText,
  });
  const updated = await transaction
    .updateTable('contracts')
    .set({
      signed_at: signedAt,
      signer_name: request.signerName,
      signature_type: request.signatureType,
      signer_ip: request.ip,
      signer_user_agent: request.userAgent.slice(0, 1000),
      consent_text: consentText,
      signed_sha256: signed.sha256,
    })
    .where('id', '=', contract.id)
    .where('signed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new HttpError(409, CONTRACT_MESSAGES.alreadySigned);
  await transaction
    .insertInto('contract_documents')
    .values({
      contract_id: contract.id,
      role: 'signed',
      sha256: signed.sha256,
      content: Buffer.from(signed.bytes),
      created_at: signedAt,
    })
    .execute();
  return updated;
}
