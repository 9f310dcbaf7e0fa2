import { formatShortDate } from '../shared/format.js';

/**
 * How a contract may be signed. Both are a simple electronic signature (eIDAS, regulation 910/2014, art. 3(10)
 * and 25): `typed` is the signer's typed name, `drawn` the typed name and a signature drawn on the screen.
 */
export const SIGNATURE_TYPES = ['typed', 'drawn'] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];

/** A contract for a training (issued with an order or by the billing admin), or the community charter. */
export const CONTRACT_KINDS = ['contract', 'charter'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_STATUSES = ['waiting', 'signed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * The largest drawn signature, in pixels. The web's pad is 160 CSS pixels tall and as wide as its column (about 300
 * beside the contract, under 1000 on a narrower screen), drawn in device pixels: at a device pixel ratio up to 4 that
 * is at most 4000 x 640. The server reads the PNG's size from its header and refuses a larger one before decoding it
 * (decoding costs 4 bytes and about 150 ns a pixel: an 8000 x 8000 PNG of 330 KB took 10 s and 1 GB).
 */
export const DRAWN_SIGNATURE_MAX = { width: 4000, height: 1000 } as const;

/** The name the charter's contract carries. */
export const CHARTER_NAME = 'Charte de la communauté Campus';

/** What the signer agrees to, ticked on the signing page and written word for word on the audit page. */
export const SIGNATURE_CONSENT_TEXT =
  "J'ai lu ce contrat en entier et je le signe par signature électronique simple (règlement eIDAS n° 910/2014). " +
  "J'accepte que mon nom, la date et l'heure, mon adresse IP et mon navigateur soient conservés comme preuve de " +
  'cette signature.';

/** What the charter's acceptance records. */
export const CHARTER_CONSENT_TEXT =
  "J'ai lu la charte de la communauté Campus et je m'engage à la respecter dans tous les échanges de la plateforme.";

/** The consent a signature of this kind of contract records: the charter's acceptance, or the signature's. */
export function consentTextFor(kind: ContractKind): string {
  return kind === 'charter' ? CHARTER_CONSENT_TEXT : SIGNATURE_CONSENT_TEXT;
}

export const CONTRACT_MESSAGES = {
  consentRequired: 'Vous devez accepter de signer électroniquement ce contrat',
  signatureTypeNotAllowed: "Ce type de signature n'est pas autorisé pour ce contrat",
  drawnSignatureRequired: 'Dessinez votre signature dans le cadre',
  drawnSignatureInvalid: "La signature dessinée n'est pas une image valide",
  drawnSignatureTooLarge: `La signature dessinée est trop grande (${DRAWN_SIGNATURE_MAX.width} × ${DRAWN_SIGNATURE_MAX.height} pixels au plus)`,
  signerNameMismatch: 'Le nom saisi doit être celui du titulaire du compte',
  alreadySigned: 'Ce contrat est déjà signé',
  notSigned: "Ce contrat n'est pas encore signé",
  pdfRequired: 'Choisissez le fichier PDF à vérifier',
  notAPdf: "Le fichier envoyé n'est pas un PDF",
  memberNotFound: 'Aucun membre ne correspond à cette adresse e-mail',
  charterRequired: 'Vous devez accepter la charte pour continuer',
} as const;

/** The default contract name (spec 9): 'Contrat du {date DD/MM/YYYY}'. */
export function defaultContractName(createdAt: Date | string): string {
  return `Contrat du ${formatShortDate(createdAt)}`;
}

/** The name a contract shows (spec 2.6, 9): its product's name, else `Contrat du DD/MM/YYYY`. */
export function contractName(contract: { created_at: string; product: { name: string | null } | null }): string {
  const name = contract.product?.name?.trim();
  return name ? name : defaultContractName(contract.created_at);
}

/** Whether a signature of this type is allowed for a contract (checked by the server, offered by the page). */
export function isSignatureTypeAllowed(allowed: readonly SignatureType[], type: SignatureType): boolean {
  return allowed.includes(type);
}

/** The blocking modal (spec 2.6, 8) shows while at least one contract waits for the member's signature. */
export function mustSignContracts(waiting: readonly unknown[]): boolean {
  return waiting.length > 0;
}

/** Compares names as a person would type them: case, accents and spaces do not matter. */
export function normalizePersonName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[\s'’-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Whether the typed name is the account holder's: the first name and last name in either order (a simple
 * electronic signature identifies the signer; the account's own name is what it is checked against).
 */
export function isAccountHolderName(typed: string, holder: { firstname: string; lastname: string }): boolean {
  const name = normalizePersonName(typed);
  const first = normalizePersonName(holder.firstname);
  const last = normalizePersonName(holder.lastname);
  return name === `${first} ${last}` || name === `${last} ${first}`;
}

/** `Sophie Bernard` -> `S. B.`: the verification page names the signer by initials only. */
export function signerInitials(name: string): string {
  return name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => `${part.charAt(0).toLocaleUpperCase('fr-FR')}.`)
    .join(' ');
}
