import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, newCustomer, signIn } from './support';

async function signedIn(browser: Browser, email: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('a member blocks another, whose direct message is refused, then unblocks them from Mon profil', async ({
  browser,
  request,
}) => {
  // Two customers of its own: blocking changes who may write to whom, so no demo account is touched.
  const blocker = await newCustomer(request, 'Louise', 'Blocage');
  const blocked = await newCustomer(request, 'Bastien', 'Blocage');

  // Louise blocks Bastien from his page, after a dialog saying what it does.
  const louise = await signedIn(browser, blocker.email);
  await louise.goto(`/users/${blocked.uid}`);
  await expect(louise.getByRole('heading', { level: 1, name: blocked.name })).toBeVisible();
  await louise.getByRole('button', { name: 'Bloquer', exact: true }).click();
  const dialog = louise.getByRole('dialog', { name: `Bloquer ${blocked.name}\u00a0?` });
  await expect(dialog).toContainText('ne pourra plus démarrer de discussion avec vous');
  await dialog.getByRole('button', { name: 'Bloquer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(louise.getByRole('button', { name: 'Débloquer', exact: true })).toBeVisible();

  // Bastien's attempt to write to her is refused, in French: the conversation opens as a draft (issue 34), and its
  // first message, which would create the discussion, is refused; no discussion is created.
  const bastien = await signedIn(browser, blocked.email, 390);
  await bastien.goto(`/users/${blocker.uid}`);
  await expect(bastien.getByRole('heading', { level: 1, name: blocker.name })).toBeVisible();
  await bastien.getByRole('button', { name: 'Envoyer un message' }).click();
  await expect(bastien).toHaveURL(/\/mon-suivi\/messages\?to=/);
  const box = bastien.getByRole('textbox', { name: 'Votre message' });
  await box.fill('Bonjour Louise');
  await bastien.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(bastien.getByText('Ce membre ne peut pas recevoir vos messages', { exact: true })).toBeVisible();
  await expect(box).toHaveValue('Bonjour Louise');
  await expect(bastien).toHaveURL(/\/mon-suivi\/messages\?to=/);
  await expectNoHorizontalOverflow(bastien);

  // Louise finds him in Mon profil's Membres bloqués, and unblocks him there.
  await louise.goto('/mon-compte/mon-profil');
  const list = louise.getByRole('list', { name: 'Membres bloqués' });
  await expect(list.getByRole('link', { name: blocked.name })).toBeVisible();
  await list.getByRole('button', { name: `Débloquer ${blocked.name}` }).click();
  await expect(louise.getByText('Vous n’avez bloqué aucun membre.')).toBeVisible();

  // Unblocked, Bastien's first message creates their discussion.
  await bastien.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(bastien).toHaveURL(/\/mon-suivi\/messages\?id=direct\./);
  await expect(bastien.getByRole('log', { name: 'Messages' }).getByText('Bonjour Louise')).toBeVisible();
});
