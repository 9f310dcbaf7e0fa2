import type { SignContractRequest, SignatureType } from '@campus/domain/contracts';

/**
 * How the signature's image is made when the contract takes one (`drawn`): the signer's name typed and written in a
 * handwriting face (`type`: the keyboard alone signs, issue 34), or drawn on the pad (`draw`). Either way the server
 * receives the same thing, a PNG data URL as `drawnSignature`, and the signed PDF shows it.
 */
export type SignatureImageMethod = 'type' | 'draw';

/** What the signing form holds before it is sent. */
export interface SignatureDraft {
  signatureType: SignatureType;
  imageMethod: SignatureImageMethod;
  signerName: string;
  /** The drawing on the pad (PNG data URL), null while the pad is empty. */
  drawing: string | null;
  hasConsent: boolean;
}

/** The fields of the form, in the order they show: the first one in error takes the focus. */
export const SIGNATURE_FIELDS = ['signatureType', 'signerName', 'drawnSignature', 'consent'] as const;
export type SignatureField = (typeof SIGNATURE_FIELDS)[number];

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** The messages of the page's own checks (the server checks all of it again). */
export interface SignatureMessages {
  nameRequired: string;
  drawingRequired: string;
  consentRequired: string;
}

/** The default way to make the image: typed, which every signer can do, the keyboard as well as a finger. */
export const DEFAULT_IMAGE_METHOD: SignatureImageMethod = 'type';

/** The signature type a contract's form starts on: the one with an image when the contract takes it. */
export function initialSignatureType(allowed: readonly SignatureType[]): SignatureType {
  return allowed.includes('drawn') ? 'drawn' : 'typed';
}

/** The page's checks, by field: a name, a drawing when the pad is chosen (a typed image needs the name), consent. */
export function signatureViolations(draft: SignatureDraft, messages: SignatureMessages): FieldErrors {
  const errors: Record<string, string[]> = {};
  if (draft.signerName.trim().length < 2) errors.signerName = [messages.nameRequired];
  if (draft.signatureType === 'drawn' && draft.imageMethod === 'draw' && !draft.drawing) {
    errors.drawnSignature = [messages.drawingRequired];
  }
  if (!draft.hasConsent) errors.consent = [messages.consentRequired];
  return errors;
}

const hasMessages = (errors: FieldErrors, field: string) => (errors[field]?.length ?? 0) > 0;

/** The first field in error, in the form's order (null when none is). */
export function firstInvalidField(errors: FieldErrors): SignatureField | null {
  return SIGNATURE_FIELDS.find((field) => hasMessages(errors, field)) ?? null;
}

/** The paths in error, the form's fields first in their order, then any other: the summary announced on submit counts them. */
export function invalidPaths(errors: FieldErrors): string[] {
  const others = Object.keys(errors).filter((path) => !(SIGNATURE_FIELDS as readonly string[]).includes(path));
  return [...SIGNATURE_FIELDS, ...others].filter((path) => hasMessages(errors, path));
}

/**
 * What is sent. A `drawn` signature carries its image whichever way it was made: the drawing, or the typed name's
 * image (`typedImage`, null when it could not be made: the server then says the image is missing).
 */
export function signatureRequest(draft: SignatureDraft, typedImage: string | null): SignContractRequest {
  const base = { consent: true as const, signerName: draft.signerName.trim(), signatureType: draft.signatureType };
  if (draft.signatureType !== 'drawn') return base;
  const image = draft.imageMethod === 'draw' ? draft.drawing : typedImage;
  return image
    ? { ...base, drawnSignature: image, signatureImage: draft.imageMethod === 'draw' ? 'drawn' : 'typed' }
    : base;
}
