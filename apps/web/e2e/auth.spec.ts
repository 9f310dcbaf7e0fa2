import { expect, test } from '@playwright/test';
import { mainMenu, signIn, submitLogin } from './support';

test.describe('sign-in', () => {
  test('a member signs in and reaches the dashboard', async ({ page }) => {
    await signIn(page, 'mdb@campus.test');
    await expect(page).toHaveURL(/\/$/);
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('a wrong password shows the French error and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'mdb@campus.test', 'mauvais-mot-de-passe');
    await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-out visitor is sent to login with the from path, then back to it', async ({ page }) => {
    await page.goto('/mes-replays');
    await expect(page).toHaveURL(/\/login\?from=%2Fmes-replays$/);
    await submitLogin(page, 'mdb@campus.test');
    await expect(page).toHaveURL(/\/mes-replays$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes replays' })).toBeVisible();
  });

  test('the query from value wins over the current path', async ({ page }) => {
    await page.goto('/mes-replays?from=%2Fmon-compte%2Fmon-profil');
    await expect(page).toHaveURL(/\/login\?from=%2Fmon-compte%2Fmon-profil$/);
  });

  test('login routes accept both spellings and a trailing slash', async ({ page }) => {
    for (const path of ['/connexion', '/connexion/', '/login/']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    }
    for (const path of ['/mot-de-passe-oublie', '/forgot-password/']) {
      await page.goto(path);
      await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });

  test('the forgot-password link leads to a form that confirms without telling whether the account exists', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    // The login page has an e-mail field too: wait for the forgot-password page before typing.
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill('personne@campus.test');
    await page
      .getByRole('button')
      .filter({ hasText: /envoyer|recevoir|réinitialis/i })
      .first()
      .click();
    await expect(page.getByText(/si un compte campus existe/i)).toBeVisible();
  });

  test('logging out clears the session', async ({ page }) => {
    await signIn(page, 'air@campus.test');
    await page.getByRole('button', { name: 'Mon profil' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('apiToken":"');
  });

  test('the profile menu leads to Mon compte', async ({ page }) => {
    await signIn(page, 'air@campus.test');
    await page.getByRole('button', { name: 'Mon profil' }).click();
    await page.getByRole('menuitem', { name: 'Mon compte' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/mon-profil$/);
  });
});
