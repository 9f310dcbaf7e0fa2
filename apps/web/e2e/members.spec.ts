import { expect, test, type Page } from '@playwright/test';
import { confirmTermsIfShown, expectNoHorizontalOverflow, invitationLink, mainMenu, signIn } from './support';

const MEMBERS = '/administration/membres';
const PASSWORD = 'invitation-2026';

/** The admin invites a new member on the given formation and channel; answers their e-mail. */
async function inviteMember(admin: Page, firstname: string, formation: string, channel: string): Promise<string> {
  const email = `${firstname.toLowerCase()}.${Date.now()}@exemple.fr`;
  await admin.goto(MEMBERS);
  await admin.getByRole('button', { name: 'Inviter un membre' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Inviter un membre' });
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel('Prénom').fill(firstname);
  await dialog.getByLabel('Nom', { exact: true }).fill('Essai');
  await dialog
    .getByRole('group', { name: 'Formations' })
    .getByRole('checkbox', { name: formation, exact: true })
    .check();
  await dialog.getByRole('group', { name: 'Chaînes' }).getByRole('checkbox', { name: channel, exact: true }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Client', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`${firstname} Essai`);
  return email;
}

/** The invited member opens the mailed link, chooses a password and lands in the member space. */
async function activate(member: Page, email: string) {
  await member.goto(await invitationLink(email));
  await member.getByLabel('Nouveau mot de passe').fill(PASSWORD);
  await member.getByLabel('Confirmation du mot de passe').fill(PASSWORD);
  await member.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(member).not.toHaveURL(/\/invitation/);
  // The terms of sale show at the first sign-in: accepted before anything else.
  const terms = member.getByRole('dialog', { name: 'Nos conditions générales de vente évoluent' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Confirmer' }).click();
  await expect(terms).toBeHidden();
}

test('an admin invites a member, who activates the account from the mail and lands on a channel given', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@campus.test');
  await confirmTermsIfShown(page);
  await page.getByRole('button', { name: 'Mon profil' }).click();
  await page.getByRole('menuitem', { name: 'Membres' }).click();
  await expect(page).toHaveURL(new RegExp(`${MEMBERS}$`));
  const email = await inviteMember(page, 'Lina', 'AIR', 'Business');
  await expect(page.getByText('Invité', { exact: true })).toBeVisible();

  const context = await browser.newContext();
  const member = await context.newPage();
  await activate(member, email);
  await expect(member.getByRole('button', { name: 'Changer de chaîne' }).first()).toContainText('Business');

  // The used link is dead.
  await member.goto(await invitationLink(email));
  await expect(member.getByRole('alert')).toContainText("Ce lien d'invitation est invalide");
  await context.close();

  await page.goto(MEMBERS);
  await page.getByRole('searchbox', { name: 'Rechercher un membre' }).fill(email);
  await expect(page.getByRole('link', { name: 'Lina Essai' })).toBeVisible();
});

test("an admin grants a formation and the member's open menu follows without signing in again", async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@campus.test');
  await confirmTermsIfShown(page);
  const email = await inviteMember(page, 'Noah', 'AIR', 'Immobilier');
  const memberPage = page.url();

  const context = await browser.newContext();
  const member = await context.newPage();
  await activate(member, email);
  await expect(mainMenu(member).getByRole('link', { name: 'Tableau de bord', exact: true })).toBeVisible();
  await expect(mainMenu(member).getByRole('link', { name: "L'Incubateur (MDB)", exact: true })).toHaveCount(0);

  await page.goto(memberPage);
  await page.getByRole('group', { name: 'Formations' }).getByRole('checkbox', { name: 'MDB', exact: true }).check();
  await page.getByRole('button', { name: 'Enregistrer les droits' }).click();
  await expect(
    page.getByText('Droits enregistrés : ils valent dès la prochaine action du membre', { exact: true }),
  ).toBeVisible();

  await expect(mainMenu(member).getByRole('link', { name: "L'Incubateur (MDB)", exact: true })).toBeVisible();
  await context.close();
});

test('the members pages read on a phone, and only an admin opens them', async ({ browser, page }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await signIn(phone, 'admin@campus.test');
  await confirmTermsIfShown(phone);
  await phone.goto(MEMBERS);
  await expect(phone.getByRole('link', { name: /Camille|Admin|@campus\.test/ }).first()).toBeVisible();
  await expectNoHorizontalOverflow(phone);
  await context.close();

  await signIn(page, 'mdb@campus.test');
  await page.goto(MEMBERS);
  await expect(page).toHaveURL(/\/$/);
});
