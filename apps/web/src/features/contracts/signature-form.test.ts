import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  invalidPaths,
  initialSignatureType,
  signatureRequest,
  signatureViolations,
  type SignatureDraft,
} from './signature-form';

const messages = { nameRequired: 'name', drawingRequired: 'drawing', consentRequired: 'consent' };
const draft = (overrides: Partial<SignatureDraft> = {}): SignatureDraft => ({
  signatureType: 'drawn',
  imageMethod: 'type',
  signerName: 'Maxime Chevalier',
  drawing: null,
  hasConsent: true,
  ...overrides,
});
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('the signing form', () => {
  it('starts on the signature with an image when the contract takes one, else on the typed name', () => {
    expect(initialSignatureType(['typed', 'drawn'])).toBe('drawn');
    expect(initialSignatureType(['drawn'])).toBe('drawn');
    expect(initialSignatureType(['typed'])).toBe('typed');
  });

  it('needs no drawing when the signature is typed: the name makes its image', () => {
    expect(signatureViolations(draft(), messages)).toEqual({});
    expect(signatureViolations(draft({ imageMethod: 'draw' }), messages)).toEqual({ drawnSignature: ['drawing'] });
    expect(signatureViolations(draft({ imageMethod: 'draw', drawing: PNG }), messages)).toEqual({});
    expect(signatureViolations(draft({ signatureType: 'typed', imageMethod: 'draw' }), messages)).toEqual({});
  });

  it('asks for a name of two letters at least and the consent', () => {
    expect(signatureViolations(draft({ signerName: ' M ', hasConsent: false }), messages)).toEqual({
      signerName: ['name'],
      consent: ['consent'],
    });
  });

  it('finds the first field in error in the order of the form, and none without errors', () => {
    expect(firstInvalidField({ consent: ['c'], drawnSignature: ['d'], signerName: ['n'] })).toBe('signerName');
    expect(firstInvalidField({ consent: ['c'], drawnSignature: ['d'] })).toBe('drawnSignature');
    expect(firstInvalidField({ signatureType: ['t'], signerName: ['n'] })).toBe('signatureType');
    expect(firstInvalidField({ signerName: [] })).toBeNull();
    expect(firstInvalidField({})).toBeNull();
  });

  it('lists the paths in error in the order of the form, any other path last, those without a message left out', () => {
    expect(invalidPaths({ other: ['o'], consent: ['c'], signerName: ['n', 'n2'], drawnSignature: [] })).toEqual([
      'signerName',
      'consent',
      'other',
    ]);
    expect(invalidPaths({})).toEqual([]);
  });

  it('sends the typed image as the drawn signature: the same payload as a drawing, the server contract unchanged', () => {
    expect(signatureRequest(draft({ signerName: '  Maxime Chevalier ' }), PNG)).toEqual({
      consent: true,
      signerName: 'Maxime Chevalier',
      signatureType: 'drawn',
      drawnSignature: PNG,
      signatureImage: 'typed',
    });
    expect(signatureRequest(draft({ imageMethod: 'draw', drawing: 'data:image/png;base64,AAAA' }), PNG)).toEqual({
      consent: true,
      signerName: 'Maxime Chevalier',
      signatureType: 'drawn',
      drawnSignature: 'data:image/png;base64,AAAA',
      signatureImage: 'drawn',
    });
  });

  it('sends no image with a typed-name signature, and none it could not make', () => {
    expect(signatureRequest(draft({ signatureType: 'typed' }), PNG)).toEqual({
      consent: true,
      signerName: 'Maxime Chevalier',
      signatureType: 'typed',
    });
    expect(signatureRequest(draft(), null)).not.toHaveProperty('drawnSignature');
  });
});
