import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall, expectNoHorizontalOverflow, newCustomer, signIn } from './support';

async function signedIn(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('two members see each other type and « Vu » under the last message read, until one hides theirs', async ({
  browser,
  request,
}) => {
  // Two customers of their own: their discussion and their switch change no demo account.
  const agathe = await newCustomer(request, 'Agathe', 'Lecture');
  const bruno = await newCustomer(request, 'Bruno', 'Lecture');
  const { discussion } = await apiCall<{ discussion: { id: string } }>(
    request,
    agathe.token,
    'POST',
    '/api/discussions',
    { channel: 'immobilier', type: 'DIRECT', memberIds: [bruno.uid] },
  );
  const conversation = `/mon-suivi/messages?id=${encodeURIComponent(discussion.id)}`;

  const agathePage = await signedIn(browser, agathe.email, 1440);
  await agathePage.goto(conversation);
  await expect(agathePage.getByRole('textbox', { name: 'Votre message' })).toBeVisible();
  const brunoPage = await signedIn(browser, bruno.email, 390);
  await brunoPage.goto(conversation);
  const brunoBox = brunoPage.getByRole('textbox', { name: 'Votre message' });
  await expect(brunoBox).toBeVisible();

  // Bruno types: Agathe sees it, then it goes once he sends.
  await brunoBox.pressSequentially('Je regarde le dossier');
  await expect(agathePage.getByText("Bruno Lecture est en train d'écrire…")).toBeVisible();
  await brunoBox.press('Enter');
  const agatheMessages = agathePage.getByRole('list', { name: 'Messages' });
  await expect(agatheMessages.getByText('Je regarde le dossier')).toBeVisible();
  await expect(agathePage.getByText("Bruno Lecture est en train d'écrire…")).toBeHidden();

  // Agathe writes; Bruno has the discussion open, so he reads it at once: « Vu » under her message.
  const agatheBox = agathePage.getByRole('textbox', { name: 'Votre message' });
  await agatheBox.fill('Merci, dites-moi ce que vous en pensez');
  await agatheBox.press('Enter');
  const brunoMessages = brunoPage.getByRole('list', { name: 'Messages' });
  await expect(brunoMessages.getByText('Merci, dites-moi ce que vous en pensez')).toBeVisible();
  await expect(agatheMessages.getByText('Vu', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(brunoPage);

  // Agathe hides hers in Mon profil: she no longer sees his « Vu », nor does he see her typing.
  await agathePage.goto('/mon-compte/mon-profil');
  await expect(agathePage.getByRole('heading', { name: 'Confidentialité des discussions' })).toBeVisible();
  const toggle = agathePage.getByRole('switch', { name: "Indiquer quand j'écris et quand j'ai lu" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(agathePage.getByText('Préférence enregistrée', { exact: true })).toBeVisible();
  await agathePage.goto(conversation);
  await expect(agatheMessages.getByText('Merci, dites-moi ce que vous en pensez')).toBeVisible();
  await expect(agatheMessages.getByText('Vu', { exact: true })).toHaveCount(0);
  await agathePage.getByRole('textbox', { name: 'Votre message' }).pressSequentially('Autre chose');
  // A typing event reaches the other tab in a few milliseconds: none comes within a second.
  await brunoPage.waitForTimeout(1_000);
  await expect(brunoPage.getByText("Agathe Lecture est en train d'écrire…")).toHaveCount(0);
});
