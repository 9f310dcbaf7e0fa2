import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, apiCall, apiToken, expectNoHorizontalOverflow, invitationLink, signIn } from './support';

/**
 * Two customers of the immobilier channel made for this journey (invited by the admin, activated through the API):
 * blocking changes who may write to whom, so no demo account that other journeys write with is touched.
 */
async function newCustomer(request: APIRequestContext, firstname: string) {
  const admin = await apiToken(request, 'admin@campus.test');
  const email = `${firstname.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemple.fr`;
  const { uid } = await apiCall<{ uid: string }>(request, admin, 'POST', '/api/admin/members', {
    email,
    firstname,
    lastname: 'Blocage',
    formations: { air: true, mdb: false, sport: false, starter_mdb: false },
    channels: ['immobilier'],
    isCustomer: true,
  });
  const invitation = new URL(await invitationLink(email), 'http://campus.test').searchParams.get('token');
  const { token } = await apiCall<{ token: string }>(request, null, 'POST', '/api/auth/invitation', {
    token: invitation,
    password: DEMO_PASSWORD,
  });
  await apiCall(request, token, 'PUT', '/api/cgv/accepted', { cgvAccepted: true });
  await apiCall(request, token, 'PUT', '/api/me/tour', { seen: true });
  return { uid, email, name: `${firstname} Blocage` };
}

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
  const blocker = await newCustomer(request, 'Louise');
  const blocked = await newCustomer(request, 'Bastien');

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

  // Bastien's attempt to write to her is refused, in French, and he stays on her page.
  const bastien = await signedIn(browser, blocked.email, 390);
  await bastien.goto(`/users/${blocker.uid}`);
  await expect(bastien.getByRole('heading', { level: 1, name: blocker.name })).toBeVisible();
  await bastien.getByRole('button', { name: 'Envoyer un message' }).click();
  await expect(bastien.getByText('Ce membre ne peut pas recevoir vos messages', { exact: true })).toBeVisible();
  await expect(bastien).toHaveURL(new RegExp(`/users/${blocker.uid}$`));
  await expectNoHorizontalOverflow(bastien);

  // Louise finds him in Mon profil's Membres bloqués, and unblocks him there.
  await louise.goto('/mon-compte/mon-profil');
  const list = louise.getByRole('list', { name: 'Membres bloqués' });
  await expect(list.getByRole('link', { name: blocked.name })).toBeVisible();
  await list.getByRole('button', { name: `Débloquer ${blocked.name}` }).click();
  await expect(louise.getByText('Vous n’avez bloqué aucun membre.')).toBeVisible();

  // Unblocked, Bastien's discussion with her opens.
  await bastien.getByRole('button', { name: 'Envoyer un message' }).click();
  await expect(bastien).toHaveURL(/\/mon-suivi\/messages\?id=direct\./);
  await expect(bastien.getByRole('textbox', { name: 'Votre message' })).toBeVisible();
});
