import type { Checkout, CheckoutStart, Offer } from '@campus/domain/shop';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, mainMenu, newProspect, signIn } from './support';

// Each journey buys with a prospect of its own (newProspect): the demo prospect stays a prospect for the others.

const DECLINED = 'Le paiement a été refusé. Aucun montant n’a été débité.';

/** Amounts are written with no-break spaces (`1 990,00 €`): compared with plain ones. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

const offerCards = (page: Page) => page.getByRole('region', { name: 'Nos formules' }).getByRole('article');

/** Types a card on the sandbox's checkout page and pays. */
async function payWith(page: Page, number: string) {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel('Expiration (MM/AA)').fill('12/30');
  await page.getByLabel('Code de sécurité').fill('123');
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
}

/** Signs the prospect in (to /anonymous), chooses the first offer and reaches its checkout page; answers its card. */
async function chooseFirstOffer(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/anonymous$/);
  const card = offerCards(page).first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const channels = (await card.getByRole('listitem').allInnerTexts())
    .filter((item) => item.startsWith('Chaîne '))
    .map((item) => item.replace(/^Chaîne /, ''));
  const price = /\d[\d\s]*,\d\d\s€/.exec(await card.innerText())?.[0] ?? '';
  await card.getByRole('button', { name: 'Choisir cette formule' }).click();
  await expect(page).toHaveURL(/\/paiement\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  return { name, channels, price };
}

test('a prospect buys an offer with a test card and enters as a customer, the invoice in Mon compte', async ({
  page,
  request,
}) => {
  const prospect = await newProspect(request, 'Paula');
  const offer = await chooseFirstOffer(page, prospect.email);
  expect(offer.price).not.toBe('');

  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Paiement accepté').first()).toBeVisible();
  await expect(page).toHaveURL(/\/(yam-nutrition)?$/);
  await expect(mainMenu(page)).toBeVisible();

  // The offer's channels are the member's now.
  await page.getByRole('button', { name: 'Changer de chaîne' }).first().click();
  for (const channel of offer.channels) await expect(page.getByRole('menuitem', { name: channel })).toBeVisible();
  // The menu closes with Escape (pressed again if the first press came while it was still taking the focus: the rest
  // of the page stays hidden from the accessibility tree while it is open).
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 1000 });
  }).toPass();

  await page.getByRole('button', { name: 'Mon profil' }).click();
  await page.getByRole('menuitem', { name: 'Mon compte' }).click();
  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes factures' }).click();
  const invoices = page.getByRole('region', { name: 'Factures' }).getByRole('listitem');
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText('Payée');
  expect(plain(await invoices.first().innerText())).toContain(plain(offer.price));
});

test('a declined card says so in French and leaves the member a prospect', async ({ page, request }) => {
  const prospect = await newProspect(request, 'Denis');
  await chooseFirstOffer(page, prospect.email);

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: DECLINED })).toBeVisible();
  await expect(page.getByText('Votre carte a été refusée.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer', exact: true })).toBeEnabled();

  await page.goto('/');
  await expect(page).toHaveURL(/\/anonymous$/);
});

test('a customer cancels a subscription on Mon compte and keeps the access until the end of the period', async ({
  page,
  request,
}) => {
  // The purchase goes through the API here: the first journey pays through the pages.
  const member = await newProspect(request, 'Remi');
  const offers = await apiCall<Offer[]>(request, member.token, 'GET', '/shop/offers');
  const recurring = offers.find((offer) => offer.interval !== 'once');
  expect(recurring, 'a monthly or yearly offer on sale').toBeDefined();
  const checkout = await apiCall<CheckoutStart>(request, member.token, 'POST', '/shop/checkout', {
    offerId: recurring!.id,
  });
  const paid = await apiCall<Checkout>(request, member.token, 'POST', `/shop/checkout/${checkout.id}/pay`, {
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.status).toBe('paid');

  await signIn(page, member.email);
  await page.goto('/mon-compte/mes-factures');
  const subscriptions = page.getByRole('region', { name: 'Abonnements' });
  await expect(subscriptions.getByText(/^Prochain paiement le \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await subscriptions.getByRole('button', { name: 'Résilier', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Résilier cet abonnement/ });
  await expect(dialog).toContainText("Vous gardez l'accès à vos formations jusqu'au");
  await dialog.getByRole('button', { name: 'Confirmer la résiliation' }).click();

  await expect(dialog).toBeHidden();
  await expect(subscriptions.getByText(/^Résilié\s:\saccès jusqu'au \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(subscriptions.getByRole('button', { name: "Reprendre l'abonnement" })).toBeVisible();

  // Canceled at the end of the period: still a customer today.
  await page.goto('/');
  await expect(page).toHaveURL(/\/(yam-nutrition)?$/);
  await expect(mainMenu(page)).toBeVisible();
});
