import { expect, test, type Page } from '@playwright/test';
import { confirmTermsIfShown, expectNoHorizontalOverflow, signIn } from './support';

/** A 1x1 PNG: a real image for the photo upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function open(page: Page, email: string, url: string) {
  await signIn(page, email);
  await confirmTermsIfShown(page);
  await page.goto(url);
}

test('finds a member in the directory whatever the accents, opens their page and writes to them', async ({ page }) => {
  await open(page, 'mdb@campus.test', '/mon-reseau/les-membres');
  await expect(page.getByRole('heading', { level: 1, name: 'Les membres' })).toBeVisible();
  await page.getByLabel('Rechercher un membre').fill('HELENE bon');
  const card = page.getByRole('listitem').filter({ hasText: 'Hélène Bonnet' });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: 'Lucas Martin' })).toHaveCount(0);
  // Hélène shows her department (Bas-Rhin) but not her phone.
  await expect(card).toContainText('Bas-Rhin');
  await expect(card).not.toContainText('06 39 98');
  await expect(card.getByRole('link', { name: 'Hélène Bonnet', exact: true })).toHaveAttribute(
    'href',
    /^\/users\/NetDemoMember/,
  );
  // Spec 5: the picture is clickable too.
  await expect(card.getByRole('link', { name: 'Voir le profil de Hélène Bonnet' })).toBeVisible();

  await page.getByLabel('Rechercher un membre').fill('');
  await page.getByLabel('Rôle').selectOption({ label: 'Mentor' });
  await expect(page.getByRole('listitem').filter({ hasText: 'Mentor' }).first()).toBeVisible();
  await page.getByLabel('Rôle').selectOption({ label: 'Tous' });
  await page.getByLabel('Département').selectOption('13');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Lucas Martin']);

  await page.getByRole('heading', { level: 2, name: 'Lucas Martin' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/users\/NetDemoMember/);
  await page.getByRole('button', { name: 'Envoyer un message' }).click();
  // The conversation with them: a draft until its first message creates it (issue 34).
  await expect(page).toHaveURL(/\/mon-suivi\/messages\?to=NetDemoMember/);
  await expect(page.getByLabel('Votre message')).toBeFocused();
});

test('publishes a deal with a photo, and another member contacts the seller from the market', async ({ browser }) => {
  const title = `Maison de ville ${Date.now()}`;
  const seller = await browser.newPage();
  await open(seller, 'mdb@campus.test', '/circle/market');
  await expect(seller.getByRole('heading', { level: 1, name: 'Deals off market' })).toBeVisible();
  await seller.getByRole('button', { name: 'Publier un deal' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Publier un deal' });
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByLabel('Type de bien').selectOption({ label: 'Maison' });
  await dialog.getByLabel('Prix (€)').fill('189000');
  await dialog.getByLabel('Surface (m²)').fill('96');
  await dialog.getByLabel('Nombre de pièces').fill('5');
  await dialog.getByLabel('Ville').fill('Villeurbanne');
  await dialog.getByLabel('Département').selectOption('69');
  await dialog.getByLabel('Description').fill('Maison mitoyenne avec cour, travaux de rafraîchissement.');
  await dialog.getByRole('button', { name: 'Publier', exact: true }).click();
  const editing = seller.getByRole('dialog', { name: 'Modifier le deal' });
  await expect(editing).toBeVisible();
  await editing
    .getByLabel('Ajouter une photo')
    .setInputFiles({ name: 'maison.png', mimeType: 'image/png', buffer: PNG });
  await expect(editing.getByRole('img', { name: `Photo 1 du deal ${title}` })).toBeVisible();
  await seller.getByRole('button', { name: 'Annuler' }).click();
  await expect(seller.getByRole('img', { name: `Photo 1 du deal ${title}` })).toBeVisible();
  const mine = seller.getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText('5 pièces et plus');
  await expect(mine).toContainText('189 000 €');
  await expect(mine.getByRole('link', { name: 'Contacter le vendeur' })).toHaveCount(0);
  await seller.close();

  const buyer = await browser.newPage();
  await open(buyer, 'admin@campus.test', '/mon-reseau/deals-off-market');
  await buyer.getByLabel('Département').selectOption('69');
  const deal = buyer.getByRole('listitem').filter({ hasText: title });
  await expect(deal).toBeVisible();
  await deal.getByRole('link', { name: title }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyer.getByText('Publié par Julien Moreau')).toBeVisible();
  await buyer.getByRole('link', { name: 'Contacter le vendeur' }).click();
  // admin@ and mdb@ already share a discussion: it opens, about this deal until the next message attaches it.
  await expect(buyer).toHaveURL(/\/mon-suivi\/messages\?to=[^&]+&targetId=/);
  await expect(buyer.getByLabel('Votre message')).toBeVisible();
  // The conversation stays attached to the deal: it names it, and the buyer can report it from there.
  await expect(buyer.getByRole('link', { name: title })).toBeVisible();
  // The one report dialog of the app (issue 32): a reason from the list and a comment.
  await buyer.getByRole('button', { name: 'Signaler ce deal' }).click();
  const reporting = buyer.getByRole('dialog', { name: 'Signaler ce deal' });
  await reporting.getByRole('radio', { name: 'Arnaque' }).check();
  await reporting.getByLabel('Commentaire (facultatif)').fill('Prix douteux');
  await reporting.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(buyer.getByText(/votre signalement a été transmis à la modération/).first()).toBeVisible();

  // admin@ moderates: hides the deal, which leaves the market.
  await buyer.goto('/mon-reseau/deals-off-market');
  const report = buyer.getByRole('listitem').filter({ hasText: 'Motif : Prix douteux' });
  await report.getByRole('button', { name: 'Masquer le deal' }).click();
  await expect(buyer.getByText('Le deal est masqué et son auteur a été prévenu.').first()).toBeVisible();
  await buyer.getByLabel('Département').selectOption('69');
  await expect(buyer.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await buyer.close();
});

for (const width of [390, 1440]) {
  test(`shows the members map at ${width} px, usable with the keyboard and as a table`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, 'mdb@campus.test', '/mon-reseau/carte-des-membres');
    await expect(page.getByRole('heading', { level: 1, name: 'Carte des membres' })).toBeVisible();
    const marseille = page.getByRole('button', { name: 'Bouches-du-Rhône (13) : 1' });
    await expect(marseille).toBeVisible();
    await marseille.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Bouches-du-Rhône (13)' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Lucas Martin' })).toBeVisible();
    // The overseas departments are drawn too (insets), and the table lists the counts.
    await expect(page.getByRole('button', { name: 'La Réunion (974) : 1' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tableau des départements' });
    await table.getByRole('button', { name: 'Bas-Rhin (67)' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Hélène Bonnet' })).toBeVisible();
    await page.getByRole('button', { name: 'Ambassadeurs' }).click();
    await expect(page.getByRole('button', { name: 'Bas-Rhin (67) : 0' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath(`members-map-${width}.png`), fullPage: true });
  });
}
