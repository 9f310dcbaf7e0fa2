import { describe, expect, it } from 'vitest';
import {
  CHARTER_CONSENT_TEXT,
  SIGNATURE_CONSENT_TEXT,
  consentTextFor,
  contractName,
  defaultContractName,
  isAccountHolderName,
  isSignatureTypeAllowed,
  mustSignContracts,
  signerInitials,
} from './contracts.js';

describe('contract rules', () => {
  it('the default contract name is Contrat du DD/MM/YYYY', () => {
    expect(defaultContractName('2026-03-05T09:00:00Z')).toBe('Contrat du 05/03/2026');
    expect(contractName({ created_at: '2026-03-05T09:00:00Z', product: { name: '' } })).toBe('Contrat du 05/03/2026');
    expect(contractName({ created_at: '2026-03-05T09:00:00Z', product: { name: 'Formation MDB' } })).toBe(
      'Formation MDB',
    );
  });
  it("names a contract after its product, else 'Contrat du DD/MM/YYYY' (spec 9)", () => {
    expect(contractName({ created_at: '2026-11-24T10:00:00Z', product: { name: 'Formation AIR' } })).toBe(
      'Formation AIR',
    );
    expect(contractName({ created_at: '2026-11-24T10:00:00Z', product: { name: null } })).toBe('Contrat du 24/11/2026');
    expect(contractName({ created_at: '2026-11-24T23:30:00Z', product: null })).toBe('Contrat du 25/11/2026');
    expect(contractName({ created_at: '2026-11-24T10:00:00Z', product: { name: '  ' } })).toBe('Contrat du 24/11/2026');
  });

  it('blocks the member while at least one contract waits for a signature (spec 2.6, 8)', () => {
    expect(mustSignContracts([])).toBe(false);
    expect(mustSignContracts([{ id: 'c1' }])).toBe(true);
  });

  it('allows only the signature types the contract names', () => {
    expect(isSignatureTypeAllowed(['drawn'], 'typed')).toBe(false);
    expect(isSignatureTypeAllowed(['typed', 'drawn'], 'typed')).toBe(true);
  });

  it("accepts the holder's name in either order, whatever the case, accents and spaces", () => {
    const holder = { firstname: 'Léa', lastname: 'Girard' };
    expect(isAccountHolderName('lea  GIRARD', holder)).toBe(true);
    expect(isAccountHolderName('Girard Léa', holder)).toBe(true);
    expect(isAccountHolderName('Léa Martin', holder)).toBe(false);
  });

  it('names a signer by initials only on the public verification', () => {
    expect(signerInitials('Sophie Bernard')).toBe('S. B.');
    expect(signerInitials('jean-pierre martin')).toBe('J. P. M.');
  });
});

describe('the consent a signature records', () => {
  it("is the charter's acceptance for the charter, the electronic signature's for a contract", () => {
    expect(consentTextFor('charter')).toBe(CHARTER_CONSENT_TEXT);
    expect(consentTextFor('contract')).toBe(SIGNATURE_CONSENT_TEXT);
  });
});
