// End-to-end tests drive Debian's Chromium; install it when it is missing and we may (root + apt).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('Installing Chromium from Debian packages …');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChromium();
