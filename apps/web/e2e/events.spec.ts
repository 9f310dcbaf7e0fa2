import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { confirmTermsIfShown, expectNoHorizontalOverflow, signIn } from './support';

// emilie.rousseau@ (Immobilier) holds no seat in the demo: these journeys change only her own seats.
const MEMBER = 'emilie.rousseau@campus.test';
const WEBINAR = 'Webinaire : financer son premier immeuble';
const FULL_EVENT = 'Atelier des ambassadeurs';

test.describe.configure({ mode: 'serial' });

async function openEvents(page: Page) {
  await signIn(page, MEMBER);
  await confirmTermsIfShown(page);
  await page.goto('/mes-evenements');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes évènements' })).toBeVisible();
}

/** The webinar's entry in the calendar's week view: two days ahead, so next week when today is Saturday or Sunday. */
async function webinarInWeekView(page: Page) {
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  const entry = page.locator('.fc-event', { hasText: 'Financer son premier immeuble' }).first();
  if (!(await entry.isVisible())) await page.locator('.fc-next-button').click();
  return entry;
}

test('joins a session, sees it in the calendar popup and the week view, then quits', async ({ page }) => {
  await openEvents(page);
  const webinar = page.getByRole('article', { name: WEBINAR });
  await webinar.getByRole('button', { name: 'Participer' }).click();
  await expect(page.getByText('Votre place est réservée : à bientôt !', { exact: true })).toBeVisible();
  await expect(webinar.getByText('Vous participez')).toBeVisible();
  // The demo webinar is registered with the Livestorm sandbox: the member's own link shows 30 minutes before the start.
  await expect(webinar.getByText(/^Inscri(t sur|ption à) Livestorm/)).toBeVisible();

  await page.getByRole('button', { name: /Calendrier/ }).click();
  await expect(page.getByRole('heading', { name: 'Mes évènements à venir' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Financer son premier immeuble/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/mon-suivi/calendrier');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon calendrier' })).toBeVisible();
  const entry = await webinarInWeekView(page);
  await expect(entry).toBeVisible();
  // The toolbar's chevrons are pictures without text: hidden from screen readers, their buttons named by a title.
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeVisible();
  await expect(page.locator('.fc-icon').first()).toBeAttached();
  await expect(page.locator('.fc-icon:not([aria-hidden="true"])')).toHaveCount(0);

  await page.goto('/mes-evenements');
  await webinar.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByText('Vous ne participez plus à cette session', { exact: true })).toBeVisible();
  await expect(webinar.getByRole('button', { name: 'Participer' })).toBeVisible();
  await expect(webinar.getByRole('link', { name: 'Rejoindre la session' })).toHaveCount(0);
});

test('a full session offers its waitlist, not a seat (issue 34)', async ({ page }) => {
  await openEvents(page);
  const full = page.getByRole('article', { name: FULL_EVENT });
  await expect(full.getByText('Complet')).toBeVisible();
  await expect(full.getByRole('button', { name: "Rejoindre la liste d'attente" })).toBeVisible();
  await expect(full.getByRole('button', { name: 'Participer' })).toHaveCount(0);
});

test('downloads a session as an .ics file', async ({ page }) => {
  await openEvents(page);
  const webinar = page.getByRole('article', { name: WEBINAR });
  const download = page.waitForEvent('download');
  await webinar.getByRole('button', { name: 'Ajouter à mon agenda' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('UID:session-');
});

test('the events and calendar pages fit a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEvents(page);
  await expect(page.getByRole('article', { name: WEBINAR })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.goto('/mon-suivi/calendrier');
  await expect(page.getByRole('region', { name: /\d{4}$/ }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('on a phone, the calendar opens on 30 days of sessions drawn without FullCalendar, which loads for a week', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fullCalendarAsked: string[] = [];
  page.on('request', (sent) => {
    if (/\/calendar-view-[\w-]+\.js$/.test(sent.url())) fullCalendarAsked.push(sent.url());
  });
  await signIn(page, MEMBER);
  await confirmTermsIfShown(page);
  await page.goto('/mon-suivi/calendrier');
  // The webinar of the channel (Immobilier), two days ahead: a link to its event, outlined (not a seat of hers).
  const webinar = page.getByRole('link', { name: /Financer son premier immeuble · Évènements de la chaîne$/ });
  await expect(webinar.first()).toBeVisible();
  await expect(webinar.first()).toHaveAttribute('href', /^\/mes-evenements\?id=[\w-]+$/);
  const range = page.getByRole('heading', { level: 2, name: / – / });
  const firstRange = await range.textContent();
  await expect(page.getByRole('button', { name: "Aujourd'hui" })).toBeDisabled();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(range).not.toHaveText(firstRange ?? '');
  await page.getByRole('button', { name: "Aujourd'hui" }).click();
  await expect(range).toHaveText(firstRange ?? '');
  expect(fullCalendarAsked).toHaveLength(0);

  await page.getByRole('button', { name: 'Semaine' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  expect(fullCalendarAsked).toHaveLength(1);
  // The focus stays on the week's button, now FullCalendar's.
  await expect(page.locator('.fc-timeGridWeek-button')).toBeFocused();
  await expectNoHorizontalOverflow(page);
});

test.describe('in a browser outside metropolitan France', () => {
  test.use({ timezoneId: 'America/Martinique' });

  test('the list and the calendar show the same Paris time', async ({ page }) => {
    await openEvents(page);
    const webinar = page.getByRole('article', { name: WEBINAR });
    const when = await webinar
      .getByText(/\d{2}h\d{2} · /)
      .first()
      .textContent();
    const [, hour, minute] = /(\d{2})h(\d{2})/.exec(when ?? '') ?? [];
    expect(hour).toBeDefined();

    await page.goto('/mon-suivi/calendrier');
    const entry = await webinarInWeekView(page);
    await expect(entry.locator('.fc-event-time')).toHaveText(new RegExp(`^${hour}:${minute}`));
  });
});
