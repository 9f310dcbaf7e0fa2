import { expect, test, type Page } from '@playwright/test';
import { confirmTermsIfShown, expectNoHorizontalOverflow, signIn } from './support';

test.describe.configure({ mode: 'serial' });

// A title of this run only: the journey leaves its workshop in the demo data.
const TITLE = `Brainstorming travaux ${Date.now()}`;
const EDITED = `${TITLE} (modifié)`;

async function openWorkshops(page: Page, email: string) {
  await signIn(page, email);
  await confirmTermsIfShown(page);
  await page.goto('/mes-evenements');
  const section = page.getByRole('region', { name: 'Ateliers de brainstorming' });
  await expect(section).toBeVisible();
  return section;
}

test('a member proposes a workshop, sees the French violations, edits it; an admin validates it', async ({
  browser,
}) => {
  const member = await browser.newPage();
  const section = await openWorkshops(member, 'mdb@campus.test');
  await section.getByRole('button', { name: 'Proposer un atelier' }).click();
  const dialog = member.getByRole('dialog', { name: 'Proposer un atelier de brainstorming' });
  await dialog.getByRole('button', { name: "Proposer l'atelier" }).click();
  await expect(dialog.getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription(/Ce champs est obligatoire/);

  await dialog.getByRole('textbox', { name: 'Titre' }).fill(TITLE);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Partager nos devis et nos artisans de confiance.');
  await dialog.getByRole('button', { name: "Proposer l'atelier" }).click();
  await expect(dialog).toBeHidden();
  const proposed = section.getByRole('listitem').filter({ hasText: TITLE });
  await expect(proposed.getByText('En attente de validation')).toBeVisible();

  await section.getByRole('searchbox').fill('devis et nos artisans');
  await expect(proposed).toBeVisible();
  await section.getByRole('searchbox').fill('');

  await proposed.getByRole('button', { name: `Modifier l'atelier ${TITLE}` }).click();
  const edit = member.getByRole('dialog', { name: 'Modifier mon atelier' });
  await edit.getByRole('textbox', { name: 'Titre' }).fill(EDITED);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(section.getByRole('heading', { name: EDITED })).toBeVisible();
  await expectNoHorizontalOverflow(member);
  await member.close();

  const admin = await browser.newPage();
  const adminSection = await openWorkshops(admin, 'admin@campus.test');
  await adminSection.getByRole('button', { name: `Valider l'atelier ${EDITED}` }).click();
  await expect(
    adminSection.getByRole('listitem').filter({ hasText: EDITED }).getByText('Validé', { exact: true }),
  ).toBeVisible();
  await admin.close();
});
