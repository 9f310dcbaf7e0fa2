import * as z from 'zod/mini';
import { emailField } from '../shared/violations.js';
import { CONTRACT_KINDS, CONTRACT_MESSAGES, CONTRACT_STATUSES, SIGNATURE_TYPES } from './contracts.js';

// The contracts of the main API (spec 7.1 `/contract/*`, 3.8, architecture 4.9). Times are ISO-8601 UTC.

export const signatureTypeSchema = z.enum(SIGNATURE_TYPES);

/** The product a contract is for (spec 3.8: `product.name`); null name: the default name applies. */
const productSchema = z.nullable(z.object({ name: z.nullable(z.string()) }));

// GET /api/contract/list/me/waiting: spec 3.8 (id, created_at, course_id, product.name) and the name to show.
export const waitingContractSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  course_id: z.nullable(z.string()),
  product: productSchema,
  /** The product's name, else `Contrat du DD/MM/YYYY` (spec 9). */
  name: z.string(),
});
export type WaitingContract = z.infer<typeof waitingContractSchema>;
export const waitingContractsSchema = z.array(waitingContractSchema);

// GET /api/contract/list/me (each), GET /api/contract/{id}, POST /api/contract/{id}/sign, POST /api/contract/charte.
export const contractSchema = z.extend(waitingContractSchema, {
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  /** The signature types this contract accepts (the server refuses the others). */
  signatureTypes: z.array(signatureTypeSchema),
  signedAt: z.nullable(z.string()),
  signerName: z.nullable(z.string()),
  signatureType: z.nullable(signatureTypeSchema),
  /** SHA-256 (hex) of the document as issued, and of the signed file once signed (kept, never rewritten). */
  originalSha256: z.string(),
  signedSha256: z.nullable(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractsSchema = z.array(contractSchema);

/** A drawn signature: a PNG as a data URL, as the signature pad exports it (at most about 300 KB). */
const drawnSignatureSchema = z
  .string()
  .check(
    z.maxLength(400_000),
    z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: CONTRACT_MESSAGES.drawnSignatureInvalid }),
  );

// POST /api/contract/{id}/sign
export const signContractRequestSchema = z.object({
  consent: z.literal(true, { error: CONTRACT_MESSAGES.consentRequired }),
  signerName: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
  signatureType: signatureTypeSchema,
  drawnSignature: z.optional(drawnSignatureSchema),
  /**
   * How the signature image was made: drawn on the pad (the default) or drawn by Campus from the typed name (a
   * keyboard's way, issue 34). The certificate page says which.
   */
  signatureImage: z.optional(z.enum(['drawn', 'typed'])),
});
export type SignContractRequest = z.input<typeof signContractRequestSchema>;

// POST /api/contract/charte: the member accepts the community charter (a signed contract of kind `charter`).
export const charterRequestSchema = z.object({
  accepted: z.literal(true, { error: CONTRACT_MESSAGES.charterRequired }),
});
export type CharterRequest = z.input<typeof charterRequestSchema>;

// POST /api/contract/verify (public, multipart `file`): what Campus knows of an uploaded PDF.
export const contractVerificationSchema = z.object({
  /** `signed`: a file Campus produced at a signature; `original`: a contract as issued, unsigned; else `unknown`. */
  result: z.enum(['signed', 'original', 'unknown']),
  sha256: z.string(),
  contractName: z.nullable(z.string()),
  signedAt: z.nullable(z.string()),
  /** The signer by initials only (`S. B.`): the page is public. */
  signerInitials: z.nullable(z.string()),
});
export type ContractVerification = z.infer<typeof contractVerificationSchema>;

// POST /api/contract/admin/issue (MDB_ADMIN): a contract to sign for a member, who sees the blocking modal live.
export const issueContractRequestSchema = z.object({
  email: emailField(),
  productName: z.string().check(z.trim(), z.minLength(2), z.maxLength(160)),
  courseId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
  signatureTypes: z.array(signatureTypeSchema).check(z.minLength(1), z.maxLength(SIGNATURE_TYPES.length)),
});
export type IssueContractRequest = z.input<typeof issueContractRequestSchema>;

/** One action of the contracts admin, as kept in the audit trail. */
export const contractAdminActionSchema = z.object({
  id: z.string(),
  action: z.enum(['contract-issued']),
  actorUid: z.string(),
  targetUid: z.string(),
  contractId: z.string(),
  at: z.string(),
});
export type ContractAdminAction = z.infer<typeof contractAdminActionSchema>;
