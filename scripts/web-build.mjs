// Builds the web app when its build is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsCurrent() {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  return Boolean(built) && sources.every((s) => newestMtime(path.join(root, s)) <= built.mtimeMs);
}

export function ensureWebBuilt() {
  if (webBuildIsCurrent()) return;
  console.log('Building the web app …');
  execFileSync('npm', ['run', 'build', '-w', '@ricebowl/web'], { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuilt();
