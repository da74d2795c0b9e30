// `node scripts/make-icons.mjs`: renders the app icon (apps/web/public/icons/app-icon.svg, a full
// square with the bowl inside the maskable safe zone) to the PNG sizes the web app manifest and
// iOS ask for, with the Chromium the e2e tests use. The PNGs are committed; rerun after an edit.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'apps/web/public/icons');
const svg = fs.readFileSync(path.join(dir, 'app-icon.svg'), 'utf8');
const sizes = { 'app-icon-192.png': 192, 'app-icon-512.png': 512, 'apple-touch-icon.png': 180 };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [name, size] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const data = Buffer.from(svg).toString('base64');
    await page.setContent(
      `<body style="margin:0"><img src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.screenshot({ path: path.join(dir, name), omitBackground: false });
    await page.close();
    console.log(`wrote apps/web/public/icons/${name}`);
  }
} finally {
  await browser.close();
}
