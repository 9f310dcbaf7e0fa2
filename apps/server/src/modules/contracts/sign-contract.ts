import {
  CONTRACT_MESSAGES,
  consentTextFor,
  isAccountHolderName,
  isSignatureTypeAllowed,
  type ContractKind,
  type SignatureType,
} from '@campus/domain/contracts';
import type { Kysely } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import type { Committed } from '../../realtime/realtime-events.js';
import { contractsChanged } from './contract-events.js';
import {
  findMemberContract,
  loadContractDocument,
  loadHolder,
  nameOfContract,
  signatureTypesOf,
  type ContractRow,
} from './contract-rows.js';
import { signContractPdf } from './signed-contract-pdf.js';

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

/** Signs the member's contract in a transaction of its own and tells the member's live `contracts` query. */
export async function signContract(
  db: Kysely<DB>,
  uid: string,
  id: string,
  request: SignatureRequest,
): Promise<Committed<ContractRow>> {
  const signed = await db.transaction().execute((transaction) => signContractIn(transaction, uid, id, request));
  return { result: signed, events: [contractsChanged(uid)] };
}
