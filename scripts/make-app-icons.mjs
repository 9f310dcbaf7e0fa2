// Draws the installed app's icons (apps/web/public/icons) from the Campus logo, in Chromium: the PNGs are committed,
// so this runs only when the logo changes: `node scripts/make-app-icons.mjs`. Debian's pngquant (`apt-get install -y
// pngquant`) then turns each into a palette PNG of 16 colours (two colours and their edges), a quarter to a half of the
// bytes, drawn the same: Chromium fetches the 192 px icon on every first visit (the manifest's installability check).
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';

const OUT = join(import.meta.dirname, '../apps/web/public/icons');
const CAP =
  'M16 7.5 5.5 12.8 16 18l8.5-4.2v5.7h2v-6.7L16 7.5Zm-6 9.3v4.4c0 1.9 2.7 3.8 6 3.8s6-1.9 6-3.8v-4.4l-6 3-6-3Z';
const BLUE = '#1D4ED8';

/** `any`: rounded, the cap at full size; `maskable`: full bleed, the cap inside the safe circle (80 %). */
const svg = (size, maskable) => {
  const scale = maskable ? 0.6 : 1;
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="${maskable ? 0 : 7}" fill="${BLUE}"/>
    <path transform="translate(${offset} ${offset}) scale(${scale})" d="${CAP}" fill="#fff"/></svg>`;
};

const ICONS = [
  ['campus-192.png', 192, false],
  ['campus-512.png', 512, false],
  ['campus-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, size, maskable] of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>body{margin:0}</style>${svg(size, maskable)}`);
  await writeFile(join(OUT, name), await page.locator('svg').screenshot({ omitBackground: true }));
}
await browser.close();
for (const [name] of ICONS) {
  const file = join(OUT, name);
  execFileSync('pngquant', ['16', '--strip', '--speed', '1', '--force', '--output', file, file]);
}
