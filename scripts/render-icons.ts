/**
 * Renders the PWA icons of client/public/manifest.webmanifest from the app's
 * mark (client/public/favicon.svg's note) with the e2e Chromium: 192 and 512 px
 * "any" icons (the rounded square) and a 512 px maskable one (full bleed, the
 * note inside the 80% safe zone). Run once after changing the mark:
 * `npx tsx scripts/render-icons.ts`; the PNGs are checked in (docs/offline.md).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const GREEN = '#1db954';
const NOTE = 'M12 22.5a3.5 3.5 0 1 1-2-3.16V9l12-2.5v12a3.5 3.5 0 1 1-2-3.16V10.4l-8 1.66z';
const OUT = join(import.meta.dirname, '..', 'client', 'public', 'icons');

/** `inset`: the share of the square the note's 32-unit box may fill (maskable icons keep to the middle 80%). */
const svg = (size: number, maskable: boolean) => {
  const scale = maskable ? 0.6 : 1;
  const offset = (32 * (1 - scale)) / 2;
  const background = maskable ? `<rect width="32" height="32" fill="${GREEN}"/>` : `<rect width="32" height="32" rx="8" fill="${GREEN}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${background}<path transform="translate(${offset} ${offset}) scale(${scale})" d="${NOTE}" fill="#000"/></svg>`;
};

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon.maskable)}</body></html>`);
    writeFileSync(join(OUT, icon.file), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } }));
    await page.close();
  }
} finally {
  await browser.close();
}
