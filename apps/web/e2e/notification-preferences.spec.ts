import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, newProspect, signIn } from './support';

test('a member sets what they hear of by e-mail and in the site, and it sticks (issue 33)', async ({
  page,
  request,
}) => {
  // A member of its own: the e2e server is shared, and a retry must start from the defaults again.
  const { email } = await newProspect(request, 'Prefs');
  await signIn(page, email);
  await page.goto('/mon-compte');
  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const directMessages = page.getByRole('switch', { name: /Messages privés non lus/ });
  const newTrainings = page.getByRole('switch', { name: 'Nouvelles formations', exact: true });
  const digest = page.getByLabel('Récapitulatif par e-mail');
  // The toast (Radix also announces it, briefly, in a status line of its own).
  const saved = page.getByText('Vos préférences de notification sont enregistrées.', { exact: true });
  // The defaults: direct messages by mail, a weekly digest, every kind in the site and by push.
  const pushDirectMessages = page.getByRole('switch', { name: 'Nouveaux messages privés' });
  const pushNewTrainings = page.getByRole('switch', { name: 'Nouvelles formations (push)' });
  await expect(directMessages).toBeChecked();
  await expect(newTrainings).toBeChecked();
  await expect(digest).toHaveValue('weekly');
  await expect(pushDirectMessages).toBeChecked();

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `/tmp/notification-preferences-${width}.png`, fullPage: true });
  }

  await directMessages.uncheck();
  await newTrainings.uncheck();
  await digest.selectOption('daily');
  await pushDirectMessages.uncheck();
  await page.getByText('Choisir les autres notifications envoyées en push').click();
  await pushNewTrainings.uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saved).toBeVisible();

  await page.reload();
  await expect(pushDirectMessages).not.toBeChecked();
  await page.getByText('Choisir les autres notifications envoyées en push').click();
  await expect(pushNewTrainings).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Événements annulés (push)' })).toBeChecked();
  await expect(directMessages).not.toBeChecked();
  await expect(newTrainings).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Événements annulés', exact: true })).toBeChecked();
  await expect(digest).toHaveValue('daily');

  // And back again.
  await directMessages.check();
  await digest.selectOption('weekly');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saved).toBeVisible();
  await page.reload();
  await expect(directMessages).toBeChecked();
  await expect(newTrainings).not.toBeChecked();
  await expect(digest).toHaveValue('weekly');
});
