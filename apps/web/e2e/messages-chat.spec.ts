import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, directDiscussionWithMessages, expectFocusRing, newCustomer, signIn } from './support';

// Issue 34: the messages page is a chat pane at both widths, `Envoyer un message` opens a draft that its first message
// creates, and the keyboard finds its way. Each journey writes between two new members, so no other journey's
// discussions move.

interface Discussion {
  id: string;
  targetId: string | null;
  lastMessage: { text: string } | null;
}

async function listOf(request: APIRequestContext, token: string): Promise<Discussion[]> {
  const page = await apiCall<{ items: Discussion[] }>(request, token, 'GET', '/api/discussions?channel=immobilier');
  return page.items;
}

/** The page itself does not scroll: only its panes do. */
async function expectPageDoesNotScroll(page: Page) {
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight).toBeLessThanOrEqual(innerHeight + 1);
}

/**
 * The message box and `Envoyer` are whole inside the visible height (not below the fold, not under the header), and at
 * its bottom: no empty space under them.
 */
async function expectBoxInView(page: Page, visibleHeight = page.viewportSize()!.height) {
  for (const element of [
    page.getByRole('textbox', { name: 'Votre message' }),
    page.getByRole('button', { name: 'Envoyer', exact: true }),
  ]) {
    const box = await element.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(visibleHeight);
  }
  const send = (await page.getByRole('button', { name: 'Envoyer', exact: true }).boundingBox())!;
  expect(visibleHeight - (send.y + send.height), 'space under the message box').toBeLessThanOrEqual(BOX_MARGIN_PX);
}

/** At most this much room under `Envoyer`: the padding of the box and of the page (37 px at 1440), not an empty band. */
const BOX_MARGIN_PX = 48;

/**
 * A phone's on-screen keyboard as iOS Safari draws it: over the page, shrinking only the visual viewport (the window
 * keeps its height). `null` takes the keyboard away.
 */
async function setOnScreenKeyboard(page: Page, visibleHeight: number | null) {
  await page.evaluate((height) => {
    const viewport = window.visualViewport!;
    if (height === null) Reflect.deleteProperty(viewport, 'height');
    else Object.defineProperty(viewport, 'height', { configurable: true, get: () => height });
    viewport.dispatchEvent(new Event('resize'));
  }, visibleHeight);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('`Envoyer un message` opens a draft: nothing is created until the first message, then both lists hold it', async ({
      page,
      request,
    }) => {
      const writer = await newCustomer(request, 'Anais', `Brouillon${viewport.width}`);
      const reader = await newCustomer(request, 'Bruno', `Lecteur${viewport.width}`);
      await signIn(page, writer.email);
      await page.goto(`/users/${reader.uid}`);
      await page.getByRole('button', { name: 'Envoyer un message' }).click();
      await expect(page).toHaveURL(/\/mon-suivi\/messages\?to=/);
      const box = page.getByRole('textbox', { name: 'Votre message' });
      // Opened to write: the focus is in the box, under the member's name.
      await expect(box).toBeFocused();
      await expect(page.getByRole('heading', { level: 2, name: reader.name })).toBeVisible();
      await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();

      // Nothing sent: no discussion, for either member (no `Pas encore de message` left in a list).
      await page.goto('/mon-suivi/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Mes messages' })).toBeVisible();
      await expect(page.getByText('Pas encore de message')).toHaveCount(0);
      await expect(page.getByRole('button', { name: new RegExp(reader.name) })).toHaveCount(0);
      expect(await listOf(request, writer.token)).toEqual([]);
      expect(await listOf(request, reader.token)).toEqual([]);

      // The first message creates the discussion with it; the focus stays in the box.
      await page.goto(`/users/${reader.uid}`);
      await page.getByRole('button', { name: 'Envoyer un message' }).click();
      const text = `Bonjour Bruno, ${Date.now()}`;
      await box.fill(text);
      await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
      await expect(page).toHaveURL(/\/mon-suivi\/messages\?id=direct\./);
      await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
      await expect(box).toHaveValue('');
      await expect(box).toBeFocused();
      const [mine] = await listOf(request, writer.token);
      expect(mine?.lastMessage?.text).toBe(text);
      const theirs = await listOf(request, reader.token);
      expect(theirs.map((discussion) => discussion.lastMessage?.text)).toEqual([text]);
      await expect(page.getByText('Pas encore de message')).toHaveCount(0);
    });

    test('`Contacter le vendeur` opens a draft about the deal: nothing is created until the first message, then the deal shows above it', async ({
      page,
      request,
    }) => {
      const seller = await newCustomer(request, 'Gilles', `Vendeur${viewport.width}`);
      const buyer = await newCustomer(request, 'Ines', `Acheteuse${viewport.width}`);
      const title = `Immeuble de rapport ${viewport.width} ${Date.now()}`;
      const deal = await apiCall<{ id: string }>(request, seller.token, 'POST', '/api/deals', {
        title,
        marketList: 'MDB',
        condition: 'RENOVATE',
        propertyType: 'BUILDING',
        price: 320000,
        surface: 180,
        rooms: 6,
        city: 'Mâcon',
        departmentCode: '71',
        description: 'Quatre lots loués, toiture refaite.',
        publish: true,
      });
      await signIn(page, buyer.email);
      await page.goto(`/circle/market?id=${deal.id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('link', { name: 'Contacter le vendeur' }).click();
      await expect(page).toHaveURL(/\/mon-suivi\/messages\?to=[^&]+&targetId=/);
      const box = page.getByRole('textbox', { name: 'Votre message' });
      await expect(box).toBeFocused();
      await expect(page.getByRole('heading', { level: 2, name: seller.name })).toBeVisible();
      // The draft already names the deal it is about.
      await expect(page.getByRole('link', { name: title })).toBeVisible();

      // Left without writing: no discussion, for either member.
      await page.goto('/mon-suivi/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Mes messages' })).toBeVisible();
      await expect(page.getByText('Pas encore de message')).toHaveCount(0);
      expect(await listOf(request, buyer.token)).toEqual([]);
      expect(await listOf(request, seller.token)).toEqual([]);

      // The first message creates the discussion attached to the deal: the deal's banner is above the conversation.
      await page.goto(`/circle/market?id=${deal.id}`);
      await page.getByRole('link', { name: 'Contacter le vendeur' }).click();
      const text = `Bonjour Gilles, le deal est-il disponible ? ${Date.now()}`;
      await box.fill(text);
      await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?id=direct\\.[^&]+&targetId=${deal.id}$`));
      await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Signaler ce deal' })).toBeVisible();
      await expect(box).toBeFocused();
      const [mine] = await listOf(request, buyer.token);
      expect(mine).toMatchObject({ targetId: deal.id, lastMessage: { text } });
      const theirs = await listOf(request, seller.token);
      expect(theirs.map((discussion) => [discussion.targetId, discussion.lastMessage?.text])).toEqual([
        [deal.id, text],
      ]);

      // Contacting the seller again about the same deal opens that discussion.
      await page.goto(`/circle/market?id=${deal.id}`);
      await page.getByRole('link', { name: 'Contacter le vendeur' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?id=direct\\.[^&]+&targetId=${deal.id}$`));
      await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
    });

    test('a long conversation scrolls inside its pane: the box, the header and the newest message stay in view', async ({
      page,
      request,
    }) => {
      const writer = await newCustomer(request, 'Chloe', `Longue${viewport.width}`);
      const reader = await newCustomer(request, 'Denis', `Bavard${viewport.width}`);
      const discussionId = await directDiscussionWithMessages(request, reader.token, writer.uid, [
        'Premier message de la discussion',
        ...Array.from(
          { length: 14 },
          (_, index) =>
            `Message n°${index + 1} : un texte assez long pour occuper deux lignes sur un téléphone et remplir le fil.`,
        ),
      ]);
      await signIn(page, writer.email);
      await page.goto(`/mon-suivi/messages?id=${encodeURIComponent(discussionId)}`);
      const log = page.getByRole('log', { name: 'Messages' });
      const heading = page.getByRole('heading', { level: 2, name: reader.name });
      // On opening, the newest message is in view, with the box and the header.
      await expect(log.getByText(/^Message n°14 /)).toBeInViewport();
      // Older pages make the conversation longer than the screen.
      for (let load = 0; load < 4; load += 1) {
        const older = page.getByRole('button', { name: 'Charger les messages précédents' });
        if ((await older.count()) === 0) break;
        await older.click();
        await expect(older.or(log.getByText('Premier message de la discussion'))).toBeVisible();
      }
      await expectPageDoesNotScroll(page);
      await expectBoxInView(page);
      await expect(heading).toBeInViewport();

      // After sending, the newest message is in view, the header is still there, the focus is still in the box.
      const box = page.getByRole('textbox', { name: 'Votre message' });
      const text = `Réponse ${Date.now()}`;
      await box.fill(text);
      await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
      await expect(box).toHaveValue('');
      await expect(log.getByText(text)).toBeInViewport();
      await expect(box).toBeFocused();
      await expect(heading).toBeInViewport();
      await expectPageDoesNotScroll(page);
      await expectBoxInView(page);

      // A received message comes into view too (the member is at the bottom).
      const received = `Bien reçu ${Date.now()}`;
      await apiCall(request, reader.token, 'POST', `/api/discussions/${discussionId}/messages`, { text: received });
      await expect(log.getByText(received)).toBeInViewport();
      await expectPageDoesNotScroll(page);

      // A phone's keyboard takes the bottom of the screen (the visible viewport shrinks): the box and the newest
      // message stay above it, the page still does not scroll.
      await page.setViewportSize({ width: viewport.width, height: 480 });
      await expect(log.getByText(received)).toBeInViewport();
      await expectBoxInView(page);
      await expectPageDoesNotScroll(page);

      // The same keyboard drawn over the page, as iOS Safari does: only the visual viewport shrinks, and the chat
      // follows it, its box above the keyboard.
      await setOnScreenKeyboard(page, 420);
      await expect
        .poll(async () => {
          const send = await page.getByRole('button', { name: 'Envoyer', exact: true }).boundingBox();
          return send ? send.y + send.height : Infinity;
        })
        .toBeLessThanOrEqual(420);
      await expectBoxInView(page, 420);
      await expect(log.getByText(received)).toBeInViewport();
      await setOnScreenKeyboard(page, null);
      await expectBoxInView(page);

      // Reading older messages: another's new message does not pull the member down.
      await page.setViewportSize(viewport);
      await expect(log.getByText(received)).toBeInViewport();
      await log.hover();
      await page.mouse.wheel(0, -10_000);
      await expect(log.getByText('Premier message de la discussion')).toBeInViewport();
      const later = `Plus tard ${Date.now()}`;
      await apiCall(request, reader.token, 'POST', `/api/discussions/${discussionId}/messages`, { text: later });
      await expect(log.getByText(later)).toBeAttached();
      await expect(log.getByText('Premier message de la discussion')).toBeInViewport();
      await expect(log.getByText(later)).not.toBeInViewport();
    });

    test('a list of discussions longer than the screen scrolls inside its pane, under a page that stays still', async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: 560 });
      await signIn(page, 'mdb@campus.test');
      await page.goto('/mon-suivi/messages');
      const list = page.getByRole('list', { name: 'Discussions' });
      const last = list.getByRole('listitem').last();
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await expect(last).not.toBeInViewport();
      // What scrolls is a pane around the list, not the page.
      const pane = await list.evaluate((element) => {
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          const isScrollable = /auto|scroll/.test(getComputedStyle(node).overflowY);
          if (isScrollable && node.scrollHeight > node.clientHeight) return node.tagName.toLowerCase();
        }
        return null;
      });
      expect(pane).not.toBeNull();
      await expectPageDoesNotScroll(page);
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await expect(page.getByRole('heading', { level: 1, name: 'Mes messages' })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the keyboard: a focused discussion row shows a ring of 3:1 at least, opening it focuses its heading', async ({
      page,
      request,
    }) => {
      const writer = await newCustomer(request, 'Elise', `Clavier${viewport.width}`);
      const reader = await newCustomer(request, 'Fabien', `Clavier${viewport.width}`);
      await apiCall(request, reader.token, 'POST', '/api/discussions', {
        channel: 'immobilier',
        type: 'DIRECT',
        memberIds: [writer.uid],
        text: 'Bonjour par le clavier',
      });
      await signIn(page, writer.email);
      await page.goto('/mon-suivi/messages');
      const row = page.getByRole('button', { name: new RegExp(reader.name) });
      await expect(row).toBeVisible();
      // Reached with Tab from the tabs above it.
      await page.getByRole('button', { name: 'Archivées' }).focus();
      await page.keyboard.press('Tab');
      await expectFocusRing(row);

      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 2, name: reader.name });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // From the heading, Tab reaches the conversation's actions and the box, still on the screen.
      const box = page.getByRole('textbox', { name: 'Votre message' });
      for (
        let press = 0;
        press < 8 && !(await box.evaluate((element) => element === document.activeElement));
        press++
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(box).toBeFocused();
      await box.fill('Réponse au clavier');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('log', { name: 'Messages' }).getByText('Réponse au clavier')).toBeVisible();
      await expect(box).toBeFocused();
    });
  });
}
