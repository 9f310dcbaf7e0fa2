import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, confirmTermsIfShown, expectNoHorizontalOverflow, newCustomer, signIn } from './support';

// Live sessions through the webinar sandbox (no Livestorm key here): a member who joins is registered and sees their
// own join link; a session id the sandbox refuses ends, after the retries, in the spec's message. The admin creates
// the journey's own event, so no demo event changes.

const FAILURE = "Erreur lors de l'inscription dans Livestorm. Merci de contacter le service client";

interface CreatedEvent {
  event: { id: string; sessions: { id: string; title: string; joinUrl: string | null }[] };
}

async function eventPage(page: Page, eventId: string, title: string) {
  await page.goto(`/mes-evenements?id=${eventId}`);
  const event = page.getByRole('article', { name: title });
  await expect(event).toBeVisible();
  return event;
}

test('a member joins a Livestorm session and sees their own join link; a refused registration shows the spec’s message', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `Webinaire Livestorm ${stamp}`;
  const admin = await apiToken(request, 'admin@campus.test');
  const { event } = await apiCall<CreatedEvent>(request, admin, 'POST', '/api/events', {
    channel: 'immobilier',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'LIVESTORM',
    link: 'https://app.livestorm.co/campus/webinaire',
    capacity: 20,
    title,
    description: 'Un webinaire du parcours de test.',
    sessions: [
      {
        title: 'Session qui commence',
        startsAt: new Date(stamp + 10 * 60_000).toISOString(),
        durationMinutes: 60,
        webinarId: `e2e-${stamp}`,
      },
      {
        title: 'Session refusée',
        startsAt: new Date(stamp + 2 * 24 * 60 * 60_000).toISOString(),
        durationMinutes: 60,
        webinarId: `refus-e2e-${stamp}`,
      },
    ],
  });
  const [starting, refused] = event.sessions;
  const member = await newCustomer(request, 'Lina', 'Webinaire');
  // Another member holds a seat too: their own link is never the one shown to Lina.
  const other = await newCustomer(request, 'Hugo', 'Webinaire');
  await apiCall(request, other.token, 'POST', `/api/events/sessions/${starting?.id}/join`);

  await signIn(page, member.email);
  await confirmTermsIfShown(page);
  let card = await eventPage(page, event.id, title);
  const startingRow = card.getByRole('listitem').filter({ hasText: 'Session qui commence' });
  await startingRow.getByRole('button', { name: 'Participer' }).click();
  await expect(page.getByText('Votre place est réservée : à bientôt !', { exact: true })).toBeVisible();
  const joinLink = startingRow.getByRole('link', { name: 'Rejoindre la session' });
  await expect(joinLink).toBeVisible({ timeout: 20_000 });
  const href = (await joinLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/webinar-sandbox\/[\w-]{43}$/);
  const asOther = await apiCall<CreatedEvent>(request, other.token, 'GET', `/api/events/${event.id}`);
  const othersLink = asOther.event.sessions.find((session) => session.id === starting?.id)?.joinUrl;
  expect(othersLink).toMatch(/^\/api\/webinar-sandbox\//);
  expect(href).not.toBe(othersLink);
  const room = await request.get(href);
  expect(await room.text()).toContain('Bienvenue Lina');

  const refusedRow = card.getByRole('listitem').filter({ hasText: 'Session refusée' });
  await refusedRow.getByRole('button', { name: 'Participer' }).click();
  await expect(refusedRow.getByRole('alert')).toHaveText(FAILURE, { timeout: 40_000 });
  // The place stays reserved.
  await expect(refusedRow.getByText('Vous participez')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: '/tmp/webinar-member-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  card = await eventPage(page, event.id, title);
  await expect(card.getByRole('alert')).toHaveText(FAILURE);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: '/tmp/webinar-member-390.png', fullPage: true });
  expect(refused?.title).toBe('Session refusée');
});

test('an admin sets a session’s Livestorm id and sees who is registered with Livestorm', async ({ page, request }) => {
  const stamp = Date.now();
  const title = `Webinaire à inscrire ${stamp}`;
  const admin = await apiToken(request, 'admin@campus.test');
  const { event } = await apiCall<CreatedEvent>(request, admin, 'POST', '/api/events', {
    channel: 'immobilier',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'LIVESTORM',
    link: 'https://app.livestorm.co/campus/webinaire',
    capacity: 20,
    title,
    description: null,
    sessions: [
      { title: 'Session du soir', startsAt: new Date(stamp + 3 * 86_400_000).toISOString(), durationMinutes: 60 },
    ],
  });
  const member = await newCustomer(request, 'Nora', 'Inscrite');
  await apiCall(request, member.token, 'POST', `/api/events/sessions/${event.sessions[0]?.id}/join`);

  await signIn(page, 'admin@campus.test');
  await confirmTermsIfShown(page);
  const card = await eventPage(page, event.id, title);
  await card.getByRole('button', { name: 'Modifier la session Session du soir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la session' });
  await dialog
    .getByRole('textbox', { name: 'Identifiant de la session Livestorm ou de la réunion Zoom' })
    .fill('lien invalide');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText(/lettres, chiffres, tirets/)).toBeVisible();
  await page.screenshot({ path: '/tmp/webinar-session-form-1440.png' });
  await dialog
    .getByRole('textbox', { name: 'Identifiant de la session Livestorm ou de la réunion Zoom' })
    .fill(`e2e-admin-${stamp}`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La session a été enregistrée', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Inscriptions Livestorm de la session Session du soir' }).click();
  const registrations = page.getByRole('dialog', { name: 'Inscriptions Livestorm' });
  const row = registrations.getByRole('listitem').filter({ hasText: 'Nora Inscrite' });
  await expect(row).toBeVisible();
  // The registration job runs in the background: reopen until it is made.
  await expect(async () => {
    await registrations.getByRole('button', { name: 'Fermer' }).first().click();
    await card.getByRole('button', { name: 'Inscriptions Livestorm de la session Session du soir' }).click();
    await expect(row.getByText('Inscrit', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: '/tmp/webinar-admin-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(registrations).toBeVisible();
  await page.screenshot({ path: '/tmp/webinar-admin-390.png' });
  await registrations.getByRole('button', { name: 'Fermer' }).first().click();
  await card.getByRole('button', { name: 'Modifier la session Session du soir' }).click();
  await expect(dialog.getByRole('textbox', { name: /Identifiant de la session Livestorm/ })).toHaveValue(
    `e2e-admin-${stamp}`,
  );
  await page.screenshot({ path: '/tmp/webinar-session-form-390.png' });
});
