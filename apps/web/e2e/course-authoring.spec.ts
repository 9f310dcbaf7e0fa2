import { expect, test } from '@playwright/test';
import { signIn, switchChannel } from './support';

test.describe('course administration', () => {
  test('admin@ creates a course with a lesson and publishes it; mdb@ sees it and is notified', async ({ browser }) => {
    const title = `Financer ses travaux ${Date.now()}`;
    const admin = await browser.newPage();
    await signIn(admin, 'admin@campus.test');
    await switchChannel(admin, 'Finance');
    await admin.goto('/mes-formations');
    await admin.getByRole('link', { name: 'Gérer les formations' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Administration des formations' })).toBeVisible();

    await admin.getByLabel('Titre de la formation').fill(title);
    await admin.getByLabel('Description').fill('Devis, prêt travaux et trésorerie du chantier.');
    await admin.getByRole('button', { name: 'Créer la formation' }).click();
    const course = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 2, name: title }) });
    await expect(course.getByText('Brouillon')).toBeVisible();

    await course.getByLabel('Titre du nouveau module').fill('Le budget');
    await course.getByRole('button', { name: 'Ajouter le module' }).click();
    await expect(course.getByRole('heading', { level: 3, name: 'Le budget' })).toBeVisible();
    await course.getByRole('button', { name: '+ Nouvelle leçon' }).click();
    await course.getByLabel('Titre de la leçon').fill('Le tableau des devis');
    await course.getByLabel('Type de contenu').selectOption('excel');
    await course.getByLabel('Fichier de la leçon').setInputFiles({
      name: 'devis.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('poste;montant\ntoiture;18000\n'),
    });
    await course.getByRole('button', { name: 'Ajouter la leçon' }).click();
    await expect(course.getByText('Le tableau des devis')).toBeVisible();
    await expect(course.getByText('(Tableur · 10 points · fichier joint)')).toBeVisible();

    // The outline: a second module moved up with the keyboard, renamed; the lesson edited and moved into it.
    await course.getByLabel('Titre du nouveau module').fill('La trésorerie');
    await course.getByRole('button', { name: 'Ajouter le module' }).click();
    const modules = course.getByRole('heading', { level: 3 });
    await expect(modules).toHaveText(['Le budget', 'La trésorerie']);
    await course.getByRole('button', { name: 'Monter le module « La trésorerie »' }).focus();
    await admin.keyboard.press('Enter');
    await expect(modules).toHaveText(['La trésorerie', 'Le budget']);
    // The focus stays on the arrows (the other one, at the top), so the keyboard can move it back.
    await expect(course.getByRole('button', { name: 'Descendre le module « La trésorerie »' })).toBeFocused();
    await course.getByRole('button', { name: 'Renommer le module « La trésorerie »' }).click();
    await course.getByLabel('Titre du module').fill('Trésorerie du chantier');
    await course.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(modules).toHaveText(['Trésorerie du chantier', 'Le budget']);
    await course.getByRole('button', { name: 'Modifier la leçon « Le tableau des devis »' }).click();
    // The lesson's own item (the innermost one holding its buttons).
    const lesson = course
      .getByRole('listitem')
      .filter({ has: admin.getByRole('button', { name: 'Supprimer la leçon Le tableau des devis' }) })
      .last();
    await lesson.getByLabel('Points').fill('15');
    await lesson.getByLabel('Module de la leçon').selectOption({ label: 'Trésorerie du chantier' });
    await lesson.getByRole('button', { name: 'Enregistrer la leçon' }).click();
    const firstModule = course
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { level: 3, name: 'Trésorerie du chantier' }) });
    await expect(firstModule.getByText('(Tableur · 15 points · fichier joint)')).toBeVisible();
    await course.getByRole('button', { name: 'Supprimer le module « Le budget »' }).click();
    const moduleDialog = admin.getByRole('dialog', { name: 'Supprimer le module' });
    await moduleDialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(modules).toHaveText(['Trésorerie du chantier']);
    await course.getByRole('button', { name: 'Publier' }).click();
    await expect(course.getByText('Publiée')).toBeVisible();

    const member = await browser.newPage();
    await signIn(member, 'mdb@campus.test');
    await switchChannel(member, 'Finance');
    await member.goto('/mes-formations');
    await expect(member.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(member.getByRole('link', { name: 'Gérer les formations' })).toHaveCount(0);
    await member.goto('/mes-formations/administration');
    await expect(member).toHaveURL(/\/$/);
    await member.goto('/mon-suivi/notifications');
    await expect(member.getByText(`Nouvelle formation disponible : ${title}`).first()).toBeVisible();

    // The admin deletes it after a confirmation; members no longer see it.
    await course.getByRole('button', { name: 'Supprimer', exact: true }).first().click();
    const dialog = admin.getByRole('alertdialog').or(admin.getByRole('dialog'));
    await expect(dialog.getByText(`Supprimer la formation « ${title} »`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
    await member.goto('/mes-formations');
    await expect(member.getByRole('heading', { level: 1, name: 'Mes formations' })).toBeVisible();
    await expect(member.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  });

  test('the administration page at 390 and 1440 px', async ({ page }) => {
    await signIn(page, 'admin@campus.test');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/mes-formations/administration');
      await expect(page.getByRole('heading', { level: 1, name: 'Administration des formations' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
      await page.screenshot({ path: `test-results/course-authoring-${width}.png`, fullPage: false });
    }
  });
});
