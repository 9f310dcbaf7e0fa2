import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { confirmTermsIfShown, expectNoHorizontalOverflow, signIn } from './support';

const MEMBERS = '/administration/membres';
const JOURNAL = '/administration/journal';

/** A file as French Excel writes it: a BOM, `;`, two good members and two bad lines (3: e-mail, 5: formation). */
function importFile(stamp: number): Buffer {
  const lines = [
    'email;prenom;nom;formations;chaines;client',
    `nina.import-${stamp}@exemple.fr;Nina;Import${stamp};air;immobilier;oui`,
    'pas-un-mail;Paul;Faux;air;base;oui',
    `omar.import-${stamp}@exemple.fr;Omar;Import${stamp};mdb sport;finance sport;non`,
    `yann.import-${stamp}@exemple.fr;Yann;Faux;yoga;base;oui`,
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

test('an admin imports a CSV with two bad lines: preview, run, report, the members listed, the journal filtered', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page, 'admin@campus.test');
  await confirmTermsIfShown(page);
  await page.goto(MEMBERS);

  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des membres' });
  await expect(dialog.getByText('email;prenom;nom;formations;chaines;client', { exact: true })).toBeVisible();
  await dialog
    .getByLabel('Fichier CSV des membres')
    .setInputFiles({ name: 'membres.csv', mimeType: 'text/csv', buffer: importFile(stamp) });

  // The preview writes nothing and names each bad line.
  const lineErrors = dialog.getByRole('list', { name: '2 lignes en erreur' });
  await expect(lineErrors.getByRole('listitem')).toHaveText([
    'Ligne 3 : Adresse e-mail invalide : « pas-un-mail »',
    /^Ligne 5 : Formation inconnue : « yoga »/,
  ]);
  await expect(dialog).toContainText('4 lignes lues · 2 valides · 2 en erreur');

  await dialog.getByRole('button', { name: "Lancer l'import" }).click();
  await expect(dialog.getByRole('heading', { name: 'Import terminé : 4 lignes traitées' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByText('Créés').locator('..')).toHaveText('Créés2');
  await expect(dialog.getByText('En erreur', { exact: true }).locator('..')).toHaveText('En erreur2');

  const [report] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Télécharger le rapport (CSV)' }).click(),
  ]);
  expect(report.suggestedFilename()).toBe('rapport-import.csv');
  const reportText = await readFile(await report.path(), 'utf8');
  expect(reportText).toContain(`nina.import-${stamp}@exemple.fr;créé`);
  await dialog.getByRole('button', { name: 'Terminer' }).click();
  await expect(dialog).toBeHidden();

  // The members created are in the list, invited.
  await page.getByRole('searchbox', { name: 'Rechercher un membre' }).fill(`Import${stamp}`);
  await expect(page.getByRole('link', { name: `Nina Import${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Omar Import${stamp}` })).toBeVisible();

  // The journal, from the members page, shows the import and narrows to it.
  await page.getByRole('link', { name: "Journal d'administration" }).click();
  await expect(page).toHaveURL(new RegExp(`${JOURNAL}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Journal d'administration");
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Membres importés' });
  await expect(page).toHaveURL(/action=members\.imported/);
  const entries = page.getByRole('list', { name: "Actions d'administration" });
  await expect(entries.getByRole('listitem').first()).toContainText('Membres importés');
  await expect(entries.getByRole('listitem').first()).toContainText('Créés : — → 2');

  // A day with no action: the journal says so; the filters stay in the address on a reload.
  await page.getByLabel('Au', { exact: true }).fill('2020-01-01');
  await expect(page.getByText("Aucune action d'administration enregistrée.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Action', { exact: true })).toHaveValue('members.imported');
  await expect(page.getByLabel('Au', { exact: true })).toHaveValue('2020-01-01');
  await page.getByLabel('Au', { exact: true }).fill('');
  await expect(entries.getByRole('listitem').first()).toContainText('Membres importés');

  const [journal] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(journal.suggestedFilename()).toMatch(/^journal-administration-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile(await journal.path(), 'utf8')).toContain('Date;Auteur;Action');
});

test('the journal reads on a phone and is in the profile menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await signIn(phone, 'admin@campus.test');
  await confirmTermsIfShown(phone);
  await phone.getByRole('button', { name: 'Mon profil' }).click();
  await phone.getByRole('menuitem', { name: "Journal d'administration" }).click();
  await expect(phone).toHaveURL(new RegExp(`${JOURNAL}$`));
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText("Journal d'administration");
  // The other journey may not have journaled anything yet: the entries or the empty state, once loaded.
  await expect(
    phone
      .getByRole('list', { name: "Actions d'administration" })
      .or(phone.getByText("Aucune action d'administration enregistrée.")),
  ).toBeVisible();
  await expectNoHorizontalOverflow(phone);
  await context.close();
});
