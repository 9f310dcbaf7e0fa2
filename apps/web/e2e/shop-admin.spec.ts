import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminOffer, Checkout, CheckoutStart } from '@campus/domain/shop';
import { DEMO_PASSWORD, confirmTermsIfShown, expectNoHorizontalOverflow, signIn } from './support';

const ADMIN = 'admin@campus.test';
const PAGES = {
  offers: { path: '/administration/formules', title: 'Formules' },
  sales: { path: '/administration/ventes', title: 'Ventes' },
  subscriptions: { path: '/administration/abonnements', title: 'Abonnements' },
  revenue: { path: '/administration/chiffre-d-affaires', title: "Chiffre d'affaires" },
} as const;

async function bearer(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/**
 * The admin pays for an offer through the sandbox's API (the member's checkout is the shop-web journey's): a paid
 * invoice of this journey's own, so that refunding it depends on no other journey's sales.
 */
async function buyOffer(request: APIRequestContext, offerName: string): Promise<void> {
  const headers = await bearer(request, ADMIN);
  const offers = (await (await request.get('/shop/admin/offers', { headers })).json()) as AdminOffer[];
  const offer = offers.find(({ name }) => name === offerName);
  expect(offer, `${offerName} is listed by the API`).toBeDefined();
  const started = await request.post('/shop/checkout', { headers, data: { offerId: offer!.id } });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as CheckoutStart;
  const paid = await request.post(`/shop/checkout/${id}/pay`, {
    headers,
    data: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(((await paid.json()) as Checkout).status).toBe('paid');
}

async function openFromProfileMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Mon profil' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item);
}

test('the admin creates an offer, refunds its sale with a credit note and reads the revenue', async ({
  page,
  request,
}) => {
  const name = `Coaching fiscalité ${Date.now()}`;
  await signIn(page, ADMIN);
  await confirmTermsIfShown(page);

  await test.step('creates an offer from Nouvelle formule and sees it listed', async () => {
    await openFromProfileMenu(page, 'Formules');
    await page.getByRole('button', { name: 'Nouvelle formule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle formule' });
    await dialog.getByLabel('Nom', { exact: true }).fill(name);
    await dialog.getByLabel('Description').fill('Trois séances individuelles avec un expert-comptable.');
    await dialog.getByLabel('Prix TTC (€)').fill('49,90');
    await expect(dialog.getByLabel('TVA (%)')).toHaveValue('20');
    await expect(dialog.getByRole('status', { name: 'Prix HT' })).toHaveText(/^41,58\s€$/);
    await dialog.getByLabel('Périodicité').selectOption({ label: 'Paiement unique' });
    // A channel the admin holds already: buying it below changes none of the admin's rights (journeys run at once).
    await dialog
      .getByRole('group', { name: 'Chaînes' })
      .getByRole('checkbox', { name: 'Finance', exact: true })
      .check();
    await dialog.getByRole('button', { name: 'Créer la formule' }).click();
    await expect(page.getByText(`La formule « ${name} » est en vente.`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // A cell is named by its value (the column's name in it shows on phones only).
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(/^49,90\s€$/)).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Paiement unique', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Finance', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '0 vente', exact: true })).toBeVisible();
  });

  await buyOffer(request, name);

  await test.step('refunds the paid invoice in Ventes, a part then the rest: a credit note for each', async () => {
    await page.getByRole('navigation', { name: 'Vente de formations' }).getByRole('link', { name: 'Ventes' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ventes');
    const invoice = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Facture' });
    await expect(invoice.getByText('Payée', { exact: true })).toBeVisible();
    const refund = invoice.getByRole('button', { name: /^Rembourser la facture / });
    const number = ((await refund.getAttribute('aria-label')) ?? '').replace('Rembourser la facture ', '');
    const dialog = page.getByRole('dialog', { name: 'Rembourser cette facture ?' });
    const amount = dialog.getByLabel('Montant à rembourser (TTC)');
    const creditNotes = page.getByRole('row').filter({ hasText: `Avoir sur la facture ${number}` });

    // A part: 10,00 € of it.
    await refund.click();
    await expect(dialog).toContainText(`Un avoir du montant remboursé sera émis pour la facture ${number}`);
    await amount.fill('10,00');
    await dialog.getByRole('button', { name: 'Rembourser', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The server's own message (the sandbox refunds at once).
    await expect(page.getByText(/^Avoir F-\d{4}-\d+ émis$/).first()).toBeVisible();
    await expect(creditNotes).toHaveCount(1);
    await expect(creditNotes.getByRole('cell', { name: /10,00/ })).toBeVisible();

    // The rest, as the dialog offers it.
    await refund.click();
    await expect(amount).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Rembourser', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(creditNotes).toHaveCount(2);
    await expect(invoice.getByRole('button', { name: /^Rembourser/ })).toHaveCount(0);
    await expect(invoice.getByText('Remboursée', { exact: true })).toBeVisible();
  });

  await test.step("reads the last 12 months in Chiffre d'affaires", async () => {
    await page
      .getByRole('navigation', { name: 'Vente de formations' })
      .getByRole('link', { name: "Chiffre d'affaires" })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Chiffre d'affaires");
    const table = page.getByRole('table', { name: "Chiffre d'affaires par mois, TTC" });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Mois',
      'Encaissé TTC',
      'Remboursements',
      'Net',
      'Nouveaux abonnements',
      'Abonnements perdus',
    ]);
    // The header row, 12 months, the total.
    await expect(table.getByRole('row')).toHaveCount(14);
    await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Encaissements et remboursements' })).toBeVisible();
  });
});

test('the four pages fit a phone (390 px) and a desktop (1440 px)', async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  await confirmTermsIfShown(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [key, { path, title }] of Object.entries(PAGES)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('status').filter({ hasText: /^Chargement/ })).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`${key}-${width}.png`), fullPage: true });
    }
  }
});

test("a member without the admin permission is kept out of the shop's administration", async ({ page }) => {
  await signIn(page, 'mdb@campus.test');
  await confirmTermsIfShown(page);
  await page.getByRole('button', { name: 'Mon profil' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Ventes' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(PAGES.sales.path);
  await expect(page).toHaveURL(/\/$/);
});
