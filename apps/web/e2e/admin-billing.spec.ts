import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { MemberBilling } from '@campus/domain/billing';
import { DEMO_PASSWORD, confirmTermsIfShown, expectNoHorizontalOverflow, signIn } from './support';

const MEMBER = 'mdb@campus.test';
const PAGE = '/mdb/admin/facturation';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: 'admin@campus.test', password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { token: string }).token;
}

/** mdb@'s uid and billing state, as the billing admin's API answers them. */
async function memberBilling(request: APIRequestContext, token: string): Promise<MemberBilling> {
  const headers = { authorization: `Bearer ${token}` };
  const search = await request.get(`/shop/admin/members?q=${encodeURIComponent(MEMBER)}`, { headers });
  const [member] = ((await search.json()) as { members: { uid: string }[] }).members;
  return (await (await request.get(`/shop/admin/members/${member!.uid}/billing`, { headers })).json()) as MemberBilling;
}

async function pageOf(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('the billing admin finds mdb@, voids one of their open invoices after confirming, and mdb@ sees it void', async ({
  browser,
  request,
}) => {
  // mdb@'s single recent open invoice is the invoices journey's (billing.spec.ts): a 2025 one is reopened to be voided
  // here, so both journeys may run at once.
  const token = await adminToken(request);
  const before = await memberBilling(request, token);
  const target = before.invoices
    .filter((invoice) => invoice.status === 'paid' && invoice.number.startsWith('F-2025-'))
    .at(-1)!;
  const reopened = await request.put(`/shop/invoices/${target.id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'open' },
  });
  expect(reopened.status()).toBe(200);

  const admin = await pageOf(browser, 'admin@campus.test');
  await admin.goto(PAGE);
  await expect(admin.getByRole('heading', { level: 1, name: 'Facturation des membres' })).toBeVisible();
  await expect(admin.getByText('Recherchez un membre pour voir sa facturation.')).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Rechercher un membre' }).fill('mdb@campus');
  await admin
    .getByRole('button', { name: /^Voir la facturation de/ })
    .filter({ hasText: MEMBER })
    .click();
  await expect(admin).toHaveURL(new RegExp(`\\?membre=${before.member.uid}$`));
  await expect(admin.getByRole('heading', { level: 2, name: before.member.name })).toBeVisible();

  const invoices = admin.getByRole('region', { name: 'Factures' });
  // French formats: 24/11/2026 and 1 234,56 €.
  await expect(invoices.getByText(/^1\s234,56\s€$/)).toBeVisible();
  await expect(invoices.getByText(/Émise le \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Abonnements' })).toContainText('Campus Premium');
  await expect(admin.getByRole('region', { name: 'Moyens de paiement' })).toContainText('Visa se terminant par 4242');
  await expect(
    admin.getByRole('region', { name: 'Contrats' }).getByText('Signé', { exact: true }).first(),
  ).toBeVisible();

  const row = invoices.getByRole('listitem').filter({ hasText: target.number });
  await expect(row.getByText('En attente', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Annuler la facture ${target.number}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Annuler cette facture ?' });
  await expect(dialog).toContainText(target.number);
  await dialog.getByRole('button', { name: 'Annuler la facture', exact: true }).click();
  await expect(admin.getByText(`La facture ${target.number} a été annulée.`, { exact: true })).toBeVisible();
  await expect(row.getByText('Annulée', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Annuler la facture ${target.number}` })).toHaveCount(0);
  // Audited, newest first.
  const audit = admin.getByRole('region', { name: "Actions d'administration" }).getByRole('listitem');
  await expect(audit.first()).toContainText(`Facture ${target.number} : En attente → Annulée`);

  const member = await pageOf(browser, MEMBER);
  await confirmTermsIfShown(member);
  await member.goto('/mon-compte/mes-factures');
  await member.getByLabel('Année').selectOption('2025');
  await member.getByLabel('Statut').selectOption('void');
  const voided = member
    .getByRole('region', { name: 'Factures' })
    .getByRole('listitem')
    .filter({ hasText: target.number });
  await expect(voided.getByText('Annulée', { exact: true })).toBeVisible();
});

test('the members billing page fits a phone (390 px) and a desktop (1440 px); other members are kept out', async ({
  browser,
  request,
}, testInfo) => {
  const { member } = await memberBilling(request, await adminToken(request));
  const admin = await pageOf(browser, 'admin@campus.test');
  for (const width of [390, 1440]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto(`${PAGE}?membre=${member.uid}`);
    await expect(admin.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
    await expect(admin.getByRole('region', { name: "Actions d'administration" })).toBeVisible();
    await expectNoHorizontalOverflow(admin);
    await admin.screenshot({ path: testInfo.outputPath(`facturation-${width}.png`), fullPage: true });
  }
  await admin.goto(`${PAGE}?membre=nobody`);
  await expect(admin.getByText("Ce membre n'existe pas ou plus.")).toBeVisible();

  const mdb = await pageOf(browser, MEMBER);
  await mdb.goto(PAGE);
  await expect(mdb).not.toHaveURL(/facturation/);
  await expect(mdb.getByRole('heading', { name: 'Facturation des membres' })).toHaveCount(0);
});

// youssef.haddad@ has no contract in the demo and no other journey signs in as him: this one issues him one.
const CONTRACT_MEMBER = 'youssef.haddad@campus.test';

test('the billing admin issues a contract from the page: the member sees the blocking modal live, the trail lists it', async ({
  browser,
}) => {
  const member = await pageOf(browser, CONTRACT_MEMBER);
  await confirmTermsIfShown(member);
  await expect(member.getByRole('dialog', { name: /Action requise/ })).toHaveCount(0);

  const admin = await pageOf(browser, 'admin@campus.test');
  await admin.goto(PAGE);
  await admin.getByRole('searchbox', { name: 'Rechercher un membre' }).fill('haddad');
  await admin
    .getByRole('button', { name: /^Voir la facturation de/ })
    .filter({ hasText: CONTRACT_MEMBER })
    .click();
  await expect(admin.getByRole('region', { name: 'Contrats' })).toContainText('Aucun contrat.');
  await expect(admin.getByLabel('Adresse e-mail du membre')).toHaveValue(CONTRACT_MEMBER);
  await expect(admin.getByLabel('Adresse e-mail du membre')).toHaveAttribute('readonly', '');
  await admin.getByLabel('Nom du produit').fill('Coaching fiscalité 2027');
  await admin.getByRole('checkbox', { name: 'Nom saisi et signature dessinée' }).uncheck();
  await admin.getByRole('button', { name: 'Émettre le contrat' }).click();
  await expect(admin.getByText(`Contrat émis pour ${CONTRACT_MEMBER}.`, { exact: true })).toBeVisible();

  const contract = admin.getByRole('region', { name: 'Contrats' }).getByRole('listitem');
  await expect(
    contract.filter({ hasText: 'Coaching fiscalité 2027' }).getByText('À signer', { exact: true }),
  ).toBeVisible();
  const audit = admin.getByRole('region', { name: "Actions d'administration" }).getByRole('listitem');
  await expect(audit.first()).toContainText('Contrat émis : Coaching fiscalité 2027');

  // Live: no reload on the member's side.
  await expect(member.getByRole('dialog', { name: /Action requise/ })).toBeVisible();
});
