import {
  CONTRACT_MESSAGES,
  DRAWN_SIGNATURE_MAX,
  consentTextFor,
  isAccountHolderName,
  isSignatureTypeAllowed,
  type ContractKind,
  type SignatureType,
} from '@campus/domain/contracts';
import type { Kysely } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { pngDimensions } from '../../platform/files.js';
import { isoNow } from '../../platform/tokens.js';
import type { Committed } from '../../realtime/realtime-events.js';
import { pdfWorkers } from '../pdf/pdf-workers.js';
import { contractsChanged } from './contract-events.js';
import {
  findMemberContract,
  loadContractDocument,
  loadHolder,
  nameOfContract,
  signatureTypesOf,
  type ContractRow,
} from './contract-rows.js';

export interface SignatureRequest {
  signerName: string;
  signatureType: SignatureType;
  /** PNG bytes of the drawn signature. */
  drawnSignature: Buffer | null;
  /** The image was drawn by Campus from the typed name, not by hand on the pad. */
  isTypedImage?: boolean;
  ip: string;
  userAgent: string;
  at?: string;
}

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
  if (request.signatureType === 'drawn') {
    const size = request.drawnSignature && pngDimensions(request.drawnSignature);
    if (!size) {
      throw new HttpError(422, CONTRACT_MESSAGES.drawnSignatureRequired, {
        drawnSignature: [CONTRACT_MESSAGES.drawnSignatureRequired],
      });
    }
    if (size.width > DRAWN_SIGNATURE_MAX.width || size.height > DRAWN_SIGNATURE_MAX.height) {
      throw new HttpError(400, CONTRACT_MESSAGES.drawnSignatureTooLarge, {
        drawnSignature: [CONTRACT_MESSAGES.drawnSignatureTooLarge],
      });
    }
  }
  const { firstname, lastname } = holder;
  if (firstname && lastname && !isAccountHolderName(request.signerName, { firstname, lastname })) {
    throw new HttpError(422, CONTRACT_MESSAGES.signerNameMismatch, {
      signerName: [CONTRACT_MESSAGES.signerNameMismatch],
    });
  }
}

type Holder = Awaited<ReturnType<typeof loadHolder>>;

/** A signature checked and its signed PDF rendered, to be recorded. */
export interface PreparedSignature {
  contract: ContractRow;
  signedAt: string;
  consentText: string;
  signed: { bytes: Uint8Array; sha256: string };
}

/** Reads the contract and its holder, checks the signature and renders the signed PDF (in a worker thread). */
async function prepareSignature(
  db: Queryable,
  uid: string,
  id: string,
  request: SignatureRequest,
): Promise<PreparedSignature> {
  const contract = await findMemberContract(db, uid, id);
  const original = await loadContractDocument(db, contract, 'original');
  return prepareSignatureOf(contract, await loadHolder(db, uid), original.content, request);
}

/** Checks a signature of this contract, of this holder, and renders the signed PDF from the original's bytes. */
export async function prepareSignatureOf(
  contract: ContractRow,
  holder: Holder,
  original: Uint8Array,
  request: SignatureRequest,
): Promise<PreparedSignature> {
  const uid = contract.uid;
  checkSignature(contract, holder, request);
  const signedAt = request.at ?? isoNow();
  const consentText = consentTextFor(contract.kind as ContractKind);
  const signed = await pdfWorkers.run('signContractPdf', original, {
    contractId: contract.id,
    contractName: nameOfContract(contract),
    signerName: request.signerName,
    signerEmail: holder.email,
    signerUid: uid,
    signatureType: request.signatureType,
    drawnSignature: request.signatureType === 'drawn' ? request.drawnSignature : null,
    isTypedImage: request.signatureType === 'drawn' && request.isTypedImage === true,
    signedAt,
    ip: request.ip,
    userAgent: request.userAgent,
    consentText,
  });
  return { contract, signedAt, consentText, signed };
}

/**
 * Records a prepared signature: the contract's evidence and the signed PDF with its SHA-256, stored once. Signing
 * twice is refused (409): the update only applies to a contract not signed yet, so two signatures at once leave one.
 */
export async function recordSignature(
  transaction: Queryable,
  request: SignatureRequest,
  { contract, signedAt, consentText, signed }: PreparedSignature,
): Promise<ContractRow> {
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

/**
 * Signs the member's contract within the caller's transaction: the signed PDF (the contract's pages with the
 * signature mention and the audit page) is stored once with its SHA-256, and the contract records the evidence.
 */
export async function signContractIn(
  transaction: Queryable,
  uid: string,
  id: string,
  request: SignatureRequest,
): Promise<ContractRow> {
  return recordSignature(transaction, request, await prepareSignature(transaction, uid, id, request));
}

/**
 * Signs the member's contract and tells the member's live `contracts` query. The PDF is rendered before the write's
 * transaction, which SQLite's one connection would otherwise hold for every other request as long (0.3 s and more).
 */
export async function signContract(
  db: Kysely<DB>,
  uid: string,
  id: string,
  request: SignatureRequest,
): Promise<Committed<ContractRow>> {
  const prepared = await prepareSignature(db, uid, id, request);
  const signed = await db.transaction().execute((transaction) => recordSignature(transaction, request, prepared));
  return { result: signed, events: [contractsChanged(uid)] };
}
