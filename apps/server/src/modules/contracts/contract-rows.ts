import { legalNameOf } from '@campus/domain/account';
import { CONTRACT_MESSAGES, SIGNATURE_TYPES, contractName, type SignatureType } from '@campus/domain/contracts';
import type { Selectable } from 'kysely';
import type { ContractsTable, Queryable } from '../../db/schema.js';
import { HttpError, foundOr, notFound } from '../../platform/errors.js';

// A contract as stored: its row, what the row says (name, product, signature types), its documents and its holder.

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
