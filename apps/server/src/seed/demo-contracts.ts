import type { Transaction } from 'kysely';
import { DEMO_SELLER } from '../platform/config.js';
import { issueContract } from '../modules/contracts/issue-contract.js';
import { signContractIn } from '../modules/contracts/sign-contract.js';
import type { DB } from '../db/schema.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo's signatures come from a documentation address (RFC 5737) and an ordinary browser. */
const DEMO_EVIDENCE = {
  ip: '203.0.113.24',
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
} as const;

interface DemoContract {
  account: keyof typeof DEMO_ACCOUNTS;
  productName: string | null;
  courseId: string | null;
  issuedDaysAgo: number;
  /** Days before today it was signed; null: waiting for the signature (the blocking modal). */
  signedDaysAgo: number | null;
  signerName: string;
}

/**
 * air@ has one contract waiting (the blocking modal shows at sign-in) and one signed (issued without a product
 * name: it shows the default name `Contrat du DD/MM/YYYY`); mdb@ two signed. The others have none.
 */
const CONTRACTS: DemoContract[] = [
  {
    account: 'air',
    productName: null,
    courseId: null,
    issuedDaysAgo: 300,
    signedDaysAgo: 299,
    signerName: 'Sophie Bernard',
  },
  {
    account: 'air',
    productName: 'Formation AIR – Investisseur immobilier',
    courseId: 'air-investisseur',
    issuedDaysAgo: 2,
    signedDaysAgo: null,
    signerName: 'Sophie Bernard',
  },
  {
    account: 'mdb',
    productName: 'Formation Marchand de biens',
    courseId: 'mdb-marchand-de-biens',
    issuedDaysAgo: 620,
    signedDaysAgo: 619,
    signerName: 'Julien Moreau',
  },
  {
    account: 'mdb',
    productName: 'Programme Ambassadeur AIR',
    courseId: 'air-ambassadeur',
    issuedDaysAgo: 200,
    signedDaysAgo: 198,
    signerName: 'Julien Moreau',
  },
];

/** The demo contracts, once: returns false when contracts exist already. */
export async function seedDemoContracts(transaction: Transaction<DB>, now: Date): Promise<boolean> {
  const existing = await transaction.selectFrom('contracts').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  for (const contract of CONTRACTS) {
    const { uid } = DEMO_ACCOUNTS[contract.account];
    const issued = await issueContract(transaction, DEMO_SELLER, {
      uid,
      kind: 'contract',
      productName: contract.productName,
      courseId: contract.courseId,
      signatureTypes: ['typed', 'drawn'],
      issuedBy: null,
      createdAt: daysAgo(contract.issuedDaysAgo),
    });
    if (contract.signedDaysAgo === null) continue;
    await signContractIn(transaction, uid, issued.id, {
      signerName: contract.signerName,
      signatureType: 'typed',
      drawnSignature: null,
      at: daysAgo(contract.signedDaysAgo),
      ...DEMO_EVIDENCE,
    });
  }
  return true;
}
