import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';

export const DEMO_PASSWORD = 'campus-demo-2026';

/**
 * The focus sits on this element, drawn with a solid ring of 2 px whose colour stands out at least 3:1 from what lies
 * behind it (WCAG 2.4.7, 2.4.11, 1.4.11): the parent's background for a ring drawn outside the element, its own for
 * one drawn inside.
 */
export async function expectFocusRing(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
  // Polled: a button's colours (its ring's too) move for a moment through their transition.
  await expect(async () => {
    const ring = await measureRing(locator);
    expect({ style: ring.style, width: ring.width }).toEqual({ style: 'solid', width: 2 });
    expect(ring.contrast, `ring contrast, ${ring.colours}`).toBeGreaterThanOrEqual(3);
  }).toPass({ timeout: 2000 });
}

function measureRing(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const isTransparent = (color: string) => channels(color)[3] === 0;
    let background = 'rgb(255, 255, 255)';
    let node: Element | null = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
    for (; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (!isTransparent(color)) {
        background = color;
        break;
      }
    }
    const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
      colours: `${style.outlineColor} on ${background}`,
    };
  });
}

export const ALL_MENU_TITLES = [
  'Tableau de bord',
  'Mon réseau',
  'Mes évènements',
  "L'Incubateur (MDB)",
  'Mes replays',
  'Mes ressources utiles',
  'Nutrition',
] as const;

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** Fills the login form; does not wait for where it leads. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in from the login page and waits for the member space (or /anonymous for a prospect). */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForLoadState('networkidle');
}

/** The terms-of-sale modal blocks the page for a member with changed terms: confirm it when shown. */
export async function confirmTermsIfShown(page: Page) {
  // Named: the unsigned-contracts modal is a dialog too, and Confirmer is not its way out.
  const dialog = page.getByRole('dialog', { name: 'Nos conditions générales de vente évoluent' });
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Picks a channel in the header's channel switcher. */
export async function switchChannel(page: Page, channelName: string) {
  await page.getByRole('button', { name: 'Changer de chaîne' }).click();
  await page.getByRole('menuitem', { name: channelName }).click();
}

export async function expectMenu(page: Page, expected: readonly string[]) {
  const menu = mainMenu(page);
  for (const title of ALL_MENU_TITLES) {
    const link = menu.getByRole('link', { name: title, exact: true });
    if (expected.includes(title)) await expect(link, `${title} shows`).toBeVisible();
    else await expect(link, `${title} is hidden`).toHaveCount(0);
  }
}

export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The number shown in a header button's badge, 0 when there is none. */
export async function badgeCount(page: Page, name: 'Messages' | 'Notifications'): Promise<number> {
  // innerText leaves out the hidden sentence that describes the count to screen readers.
  const text = await page.getByRole('button', { name, exact: true }).innerText();
  const digits = /\d+/.exec(text);
  return digits ? Number(digits[0]) : 0;
}

/** The invitation link of the last mail the server kept for `email` (its outbox, in the journeys' DATA_DIR). */
export async function invitationLink(email: string): Promise<string> {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'campus.sqlite');
  let link: string | undefined;
  await expect
    .poll(() => {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        const mail = db
          .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY created_at DESC LIMIT 1')
          .get(email) as { text_body: string } | undefined;
        link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(mail?.text_body ?? '')?.[0];
        return link;
      } finally {
        db.close();
      }
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

/** Signs in through the API: the token a journey's setup sends its calls with. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** What a journey's setup sends to the API, as a signed-in member (their token) or as a visitor (null). */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await request.fetch(url, { method, headers, data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/**
 * The direct discussion a member (`token`) opens on the immobilier channel with `memberUid`: created with the first of
 * `texts` as its first message, the others posted after it in turn. Answers the discussion's id.
 */
export async function directDiscussionWithMessages(
  request: APIRequestContext,
  token: string,
  memberUid: string,
  [first, ...others]: readonly string[],
): Promise<string> {
  const { discussion } = await apiCall<{ discussion: { id: string } }>(request, token, 'POST', '/api/discussions', {
    channel: 'immobilier',
    type: 'DIRECT',
    memberIds: [memberUid],
    text: first,
  });
  for (const text of others) {
    await apiCall(request, token, 'POST', `/api/discussions/${discussion.id}/messages`, { text });
  }
  return discussion.id;
}

/**
 * A new member of the immobilier channel, invited by the admin and activated through the API, the terms of sale
 * accepted and the guided tour seen: a journey that changes its members must not change the demo accounts that others
 * rely on. The password is the demo one; answers the uid, e-mail, full name and an API token.
 */
async function newMember(
  request: APIRequestContext,
  { firstname, lastname, isCustomer }: { firstname: string; lastname: string; isCustomer: boolean },
) {
  const admin = await apiToken(request, 'admin@campus.test');
  const email = `${firstname.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemple.fr`;
  const { uid } = await apiCall<{ uid: string }>(request, admin, 'POST', '/api/admin/members', {
    email,
    firstname,
    lastname,
    formations: { air: isCustomer, mdb: false, sport: false, starter_mdb: false },
    channels: ['immobilier'],
    isCustomer,
  });
  const invitation = new URL(await invitationLink(email), 'http://campus.test').searchParams.get('token');
  const { token } = await apiCall<{ token: string }>(request, null, 'POST', '/api/auth/invitation', {
    token: invitation,
    password: DEMO_PASSWORD,
  });
  await apiCall(request, token, 'PUT', '/api/cgv/accepted', { cgvAccepted: true });
  await apiCall(request, token, 'PUT', '/api/me/tour', { seen: true });
  return { uid, email, name: `${firstname} ${lastname}`, token };
}

/** A new prospect (a non-customer on the immobilier channel): see newMember. */
export function newProspect(request: APIRequestContext, firstname: string) {
  return newMember(request, { firstname, lastname: 'Essai', isCustomer: false });
}

/** A new customer of the immobilier channel (AIR formation), who may write to the channel's members: see newMember. */
export function newCustomer(request: APIRequestContext, firstname: string, lastname: string) {
  return newMember(request, { firstname, lastname, isCustomer: true });
}

/** Every visible field's placeholder fits its box at the current width (a cut placeholder hides what to type). */
export async function expectPlaceholdersFit(page: Page) {
  const cut = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return ['no canvas'];
    return [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'),
    ]
      .filter((field) => field.offsetParent !== null)
      .filter((field) => {
        const style = getComputedStyle(field);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(field.placeholder).width > room + 0.5;
      })
      .map((field) => field.placeholder);
  });
  expect(cut).toEqual([]);
}
