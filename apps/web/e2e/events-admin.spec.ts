import { expect, test } from '@playwright/test';
import { confirmTermsIfShown, signIn } from './support';

// admin@ (MDB_ADMIN) creates its own event on Immobilier and deletes it at the end: no demo event changes.
test('an admin creates an event, edits it, adds and deletes a session, then deletes the event', async ({ page }) => {
  const title = `Visite de chantier ${Date.now()}`;
  await signIn(page, 'admin@campus.test');
  await confirmTermsIfShown(page);
  await page.goto('/mes-evenements');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes évènements' })).toBeVisible();

  await page.getByRole('button', { name: 'Créer un évènement' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nouvel évènement' });
  await dialog.getByRole('button', { name: "Créer l'évènement" }).click();
  await expect(dialog.getByText('Ce champs est obligatoire').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: "Titre de l'évènement" }).fill(title);
  await dialog.getByRole('combobox', { name: "Type d'évènement" }).selectOption('LOCAL_MEETING');
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption('PHYSICAL');
  await dialog.getByRole('textbox', { name: 'Adresse' }).fill('8 quai Saint-Vincent, Lyon');
  await dialog.getByRole('spinbutton', { name: 'Nombre de places par session' }).fill('12');
  await dialog.getByRole('textbox', { name: 'Titre de la session' }).fill('Visite du matin');
  await dialog.getByRole('button', { name: "Créer l'évènement" }).click();
  await expect(page.getByText("L'évènement a été créé", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  let event = page.getByRole('article', { name: title });
  await expect(event.getByText('12 places restantes')).toBeVisible();
  await expect(event.getByText('8 quai Saint-Vincent, Lyon')).toBeVisible();

  await event.getByRole('button', { name: 'Modifier', exact: true }).click();
  dialog = page.getByRole('dialog', { name: "Modifier l'évènement" });
  await dialog.getByRole('textbox', { name: "Titre de l'évènement" }).fill(`${title} (complet)`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'évènement a été enregistré", { exact: true })).toBeVisible();
  event = page.getByRole('article', { name: `${title} (complet)` });
  await expect(event).toBeVisible();

  await event.getByRole('button', { name: 'Ajouter une session' }).click();
  dialog = page.getByRole('dialog', { name: 'Nouvelle session' });
  await dialog.getByRole('textbox', { name: 'Titre de la session' }).fill('Visite du soir');
  await dialog.getByRole('button', { name: 'Ajouter une session' }).click();
  await expect(page.getByText('La session a été ajoutée', { exact: true })).toBeVisible();
  await expect(event.getByText('Visite du soir')).toBeVisible();

  await event.getByRole('button', { name: 'Supprimer la session Visite du soir' }).click();
  dialog = page.getByRole('dialog', { name: 'Supprimer la session ?' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(
    page.getByText('La session a été supprimée et ses participants prévenus', { exact: true }),
  ).toBeVisible();
  await expect(event.getByText('Visite du soir')).toHaveCount(0);

  await event.getByRole('button', { name: 'Supprimer', exact: true }).click();
  dialog = page.getByRole('dialog', { name: "Supprimer l'évènement ?" });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(
    page.getByText("L'évènement a été supprimé et ses participants prévenus", { exact: true }),
  ).toBeVisible();
  await expect(event).toHaveCount(0);
});

test('members get no admin tools on events', async ({ page }) => {
  await signIn(page, 'emilie.rousseau@campus.test');
  await confirmTermsIfShown(page);
  await page.goto('/mes-evenements');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer un évènement' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Modifier', exact: true })).toHaveCount(0);
});
