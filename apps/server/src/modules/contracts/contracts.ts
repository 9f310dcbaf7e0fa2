import {
  CHARTER_NAME,
  CONTRACT_MESSAGES,
  signerInitials,
  type Contract,
  type ContractKind,
  type ContractVerification,
  type SignatureType,
  type WaitingContract,
} from '@campus/domain/contracts';
import type { Kysely } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { withAudit } from '../../platform/audit.js';
import type { SellerConfig } from '../../platform/config.js';
import { HttpError, foundOr } from '../../platform/errors.js';
import { sha256Hex } from '../../platform/tokens.js';
import type { Committed } from '../../realtime/realtime-events.js';
import { contractsChanged } from './contract-events.js';
import { loadHolder, nameOfContract, productOf, signatureTypesOf, type ContractRow } from './contract-rows.js';
import { prepareContract, storeContract } from './issue-contract.js';
import { prepareSignatureOf, recordSignature, type SignatureRequest } from './sign-contract.js';

function presentWaiting(row: ContractRow): WaitingContract {
  return {
    id: row.id,
    created_at: row.created_at,
    course_id: row.course_id,
    product: productOf(row),
    name: nameOfContract(row),
  };
}

export function presentContract(row: ContractRow): Contract {
  return {
    ...presentWaiting(row),
    kind: row.kind as ContractKind,
    status: row.signed_at ? 'signed' : 'waiting',
    signatureTypes: signatureTypesOf(row),
    signedAt: row.signed_at,
    signerName: row.signer_name,
    signatureType: row.signature_type as SignatureType | null,
    originalSha256: row.original_sha256,
    signedSha256: row.signed_sha256,
  };
}

const memberContracts = (db: Queryable, uid: string) =>
  db.selectFrom('contracts').selectAll().where('uid', '=', uid).orderBy('created_at', 'desc').orderBy('id', 'desc');

/** GET /contract/list/me: every contract of the member, newest first (a member holds a handful: no paging). */
export async function listContracts(db: Queryable, uid: string): Promise<Contract[]> {
  return (await memberContracts(db, uid).execute()).map(presentContract);
}

/** GET /contract/list/me/waiting: the contracts waiting for the member's signature (spec 3.8). */
export async function listWaitingContracts(db: Queryable, uid: string): Promise<WaitingContract[]> {
  return (await memberContracts(db, uid).where('signed_at', 'is', null).execute()).map(presentWaiting);
}

/**
 * POST /contract/charte: the member accepts the community charter, recorded as a signed contract of kind
 * `charter` (its PDF and audit page like any contract). Accepting again answers the charter already signed.
 */
export async function acceptCharter(
  db: Kysely<DB>,
  seller: SellerConfig,
  uid: string,
  evidence: Pick<SignatureRequest, 'ip' | 'userAgent'>,
): Promise<Committed<ContractRow> & { isNew: boolean }> {
  const existing = await db
    .selectFrom('contracts')
    .selectAll()
    .where('uid', '=', uid)
    .where('kind', '=', 'charter')
    .where('signed_at', 'is not', null)
    .executeTakeFirst();
  if (existing) return { result: existing, events: [], isNew: false };
  // Rendered first (the charter and its signed copy, in a worker thread), then issued and signed in one short
  // transaction: the charter never waits for a signature (it would block the member).
  const issued = await prepareContract(db, seller, {
    uid,
    kind: 'charter',
    productName: CHARTER_NAME,
    courseId: null,
    signatureTypes: ['typed'],
    issuedBy: null,
  });
  const holder = await loadHolder(db, uid);
  const request: SignatureRequest = {
    signerName: holder.name,
    signatureType: 'typed',
    drawnSignature: null,
    ...evidence,
  };
  const signature = await prepareSignatureOf(issued.row, holder, issued.pdf, request);
  const signed = await db.transaction().execute(async (transaction) => {
    await storeContract(transaction, issued);
    return recordSignature(transaction, request, signature);
  });
  return { result: signed, events: [contractsChanged(uid)], isNew: true };
}

/**
 * The public verification: the SHA-256 of the uploaded file, looked up among the signed files Campus produced (and
 * the documents as issued); the signer is named by initials only.
 */
export async function verifyContractPdf(db: Queryable, content: Buffer): Promise<ContractVerification> {
  const sha256 = sha256Hex(content);
  const signed = await db.selectFrom('contracts').selectAll().where('signed_sha256', '=', sha256).executeTakeFirst();
  if (signed) {
    return {
      result: 'signed',
      sha256,
      contractName: nameOfContract(signed),
      signedAt: signed.signed_at,
      signerInitials: signerInitials(signed.signer_name ?? ''),
    };
  }
  const original = await db
    .selectFrom('contracts')
    .selectAll()
    .where('original_sha256', '=', sha256)
    .executeTakeFirst();
  if (original) {
    return { result: 'original', sha256, contractName: nameOfContract(original), signedAt: null, signerInitials: null };
  }
  return { result: 'unknown', sha256, contractName: null, signedAt: null, signerInitials: null };
}

/** MDB_ADMIN issues a contract to a member: the contract and its row of the audit journal are written together. */
export async function issueContractAsAdmin(
  db: Kysely<DB>,
  seller: SellerConfig,
  actorUid: string,
  request: { email: string; productName: string; courseId: string | null; signatureTypes: SignatureType[] },
): Promise<Committed<ContractRow>> {
  const member = await foundOr(
    db.selectFrom('users').select('uid').where('email', '=', request.email.trim().toLowerCase()).executeTakeFirst(),
    () => new HttpError(404, CONTRACT_MESSAGES.memberNotFound, { email: [CONTRACT_MESSAGES.memberNotFound] }),
  );
  // Rendered before the transaction of the contract and its row of the journal (see prepareContract).
  const prepared = await prepareContract(db, seller, {
    uid: member.uid,
    kind: 'contract',
    productName: request.productName,
    courseId: request.courseId,
    signatureTypes: request.signatureTypes,
    issuedBy: actorUid,
  });
  return withAudit(db, async (transaction) => {
    const issued = await storeContract(transaction, prepared);
    return {
      result: { result: issued, events: [contractsChanged(member.uid)] },
      audit: {
        actorUid,
        action: 'contract.issued',
        targetUid: member.uid,
        subject: `contract:${issued.id}`,
        after: { productName: request.productName, signatureTypes: request.signatureTypes },
      },
    };
  });
}
