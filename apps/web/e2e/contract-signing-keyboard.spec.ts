import { expect, test, type Locator, type Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { apiCall, apiToken, DEMO_PASSWORD, expectFocusRing, newCustomer } from './support';

// Keyboard only (issue 34): the signing page can be finished without a mouse, on a desktop and on a phone. A new
// member each time, issued a contract that takes a signature image only (`drawn`), so no demo account changes.

const WIDTHS = [
  { width: 1440, height: 900, firstname: 'Lucie' },
  { width: 390, height: 844, firstname: 'Marius' },
] as const;

/** The element holding the focus, as a screen reader would name it. */
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? null);

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user walks a page. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const viewport of WIDTHS) {
  test(`a contract is signed with the keyboard alone at ${viewport.width} px: skip link, errors, typed signature`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const member = await newCustomer(request, viewport.firstname, 'Signataire');
    const admin = await apiToken(request, 'admin@campus.test');
    const contract = await apiCall<{ id: string }>(request, admin, 'POST', '/api/contract/admin/issue', {
      email: member.email,
      productName: `Contrat au clavier ${viewport.width}`,
      signatureTypes: ['drawn'],
    });

    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(member.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    // The blocking modal's link, reached with Tab: the signing page's heading takes the focus.
    const modal = page.getByRole('dialog', { name: /Action requise/ });
    await expect(modal).toBeVisible();
    await tabTo(page, modal.getByRole('link', { name: `Signer « Contrat au clavier ${viewport.width} »` }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mon-compte\/mes-contrats\/signer\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Signer un contrat' })).toBeFocused();
    await expect(page.getByRole('heading', { name: `Contrat au clavier ${viewport.width}` })).toBeVisible();

    // Before the header, « Aller au contenu » shows once focused; Enter moves past the header to the content.
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    for (let press = 0; press < 6 && !(await skip.evaluate((link) => link === document.activeElement)); press += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: 'Mes contrats' })).toBeFocused();

    // An empty submit: the first invalid field takes the focus, described by its message; all are announced.
    const submit = page.getByRole('button', { name: 'Signer le contrat' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const name = page.getByLabel('Votre nom complet');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Saisissez votre nom complet/);
    const consentBox = page.getByRole('checkbox', { name: /signe par signature électronique simple/ });
    await expect(consentBox).toHaveAttribute('aria-invalid', 'true');
    await expect(consentBox).toHaveAccessibleDescription('Cochez la case pour accepter la signature électronique');
    await expect(
      page.getByRole('alert').filter({ hasText: "Le contrat n'est pas signé : 2 points sont à corriger" }),
    ).toBeVisible();

    // The name typed is the signature: written in a handwriting face, the image the PDF will carry. No drawing.
    await page.keyboard.type(member.name);
    await expect(page.getByRole('img', { name: `Votre signature : ${member.name}` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Dessinez votre signature' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expectFocusRing(page.getByRole('radio', { name: 'Saisir' }));
    await expect(page.getByRole('radio', { name: 'Saisir' })).toBeChecked();
    await page.keyboard.press('Tab');
    const consent = page.getByRole('checkbox', { name: /signe par signature électronique simple/ });
    await expectFocusRing(consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/sign'));
    await page.keyboard.press('Enter');
    // The same payload as a drawing: a PNG data URL as the drawn signature.
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      consent: true,
      signerName: member.name,
      signatureType: 'drawn',
      signatureImage: 'typed',
    });
    expect(String(body.drawnSignature)).toMatch(/^data:image\/png;base64,/);

    // Signed: the contracts page's heading holds the focus, never <body>; the contract shows as Signé.
    await expect(page).toHaveURL(/\/mon-compte\/mes-contrats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats' })).toBeFocused();
    expect(await focusedTag(page)).toBe('h1');
    const row = page.getByRole('listitem').filter({ hasText: `Contrat au clavier ${viewport.width}` });
    await expect(row.getByText('Signé', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The signed PDF carries the typed signature's image (kept beside the results, to be looked at).
    const pdfOf = async (role: 'pdf' | 'signed-pdf') => {
      const answer = await request.get(`/api/contract/${contract.id}/${role}`, {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      expect(answer.ok(), `${role}: ${answer.status()}`).toBe(true);
      return answer.body();
    };
    const images = (bytes: Buffer) => bytes.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0;
    const signed = await pdfOf('signed-pdf');
    // The image and its transparency (a soft mask), on the audit page: none in the contract as issued.
    expect(images(await pdfOf('pdf'))).toBe(0);
    expect(images(signed)).toBe(2);
    await writeFile(testInfo.outputPath(`signed-${viewport.width}.pdf`), signed);

    // Opened anew (from the mail's link), the page's first Tab stop is « Aller au contenu ».
    await page.goto(`/mon-compte/mes-contrats/signer?id=${contract.id}`);
    await expect(page.getByText(/Ce contrat est signé depuis le/)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  });
}
