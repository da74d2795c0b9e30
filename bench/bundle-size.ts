// The web app's JavaScript: what the game route needs before it renders, and what loads later,
// gzip, from Vite's build manifest (scripts/bundle-size.mjs does the measuring; CI runs its --check).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './processes.js';
import { machine, writeSection } from './results.js';

interface Chunk {
  key: string;
  file: string;
  gzip: number;
}
interface Figures {
  initialJsGzip: number;
  initialCssGzip: number;
  initial: Chunk[];
  lazy: Chunk[];
  lazyJsGzip: number;
}

const BUDGET_BYTES = 120_000; // issue 8; scripts/bundle-size.mjs holds the same figure for the check
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
/** A chunk's name for people: its source module, or the shared chunk's file name without the hash. */
const label = (chunk: Chunk) =>
  chunk.key === 'index.html'
    ? 'entry (index.html)'
    : chunk.key.startsWith('_')
      ? `shared: ${chunk.file.replace(/^static\//, '').replace(/-[\w-]{8}\.js$/, '')}`
      : chunk.key.replace(/^(\.\.\/)+node_modules\//, '').replace(/^src\//, '');

/** Builds the web app when its sources changed, measures it and writes the bundle section of RESULTS.md. */
export async function runBundleSize() {
  execFileSync(process.execPath, ['scripts/web-build.mjs'], { cwd: root, stdio: 'inherit' });
  const figures = JSON.parse(
    execFileSync(process.execPath, ['scripts/bundle-size.mjs', '--json'], { cwd: root, encoding: 'utf8' }),
  ) as Figures;
  const baselineFile = path.join(root, 'bench/baseline.json');
  const baseline = fs.existsSync(baselineFile)
    ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as { bundle?: { gameInitialJsGzip: number } }).bundle
    : undefined;
  const verdict =
    figures.initialJsGzip <= BUDGET_BYTES
      ? `within the ${kb(BUDGET_BYTES)} budget`
      : `**${kb(figures.initialJsGzip - BUDGET_BYTES)} over** the ${kb(BUDGET_BYTES)} budget`;

  const markdown = `## Web bundle

Measured ${machine()}.
gzip (zlib's default level) of each file of the production build (\`npm run build\`), read from Vite's manifest by
\`scripts/bundle-size.mjs\`. The game route's initial JavaScript is what the browser downloads before
\`/categories/:category\` renders: the entry chunk, everything it imports statically, and the first screen's part
of the English catalogue (each language's catalogue is two chunks of its own, ADR 019). Every other screen, the
rest of the catalogue, learn-more (DOMPurify) and the captcha widget load later, when needed. Budget (issues 8
and 18): ≤ ${kb(BUDGET_BYTES)}; CI fails above it, or when it grows more than 30 % above the committed
baseline${baseline ? ` (${kb(baseline.gameInitialJsGzip)})` : ''}.

**The game route's initial JavaScript: ${kb(figures.initialJsGzip)}**, ${verdict} (CSS: ${kb(figures.initialCssGzip)}).

Issue 18 took it from 153.3 kB (measured 2026-11-26 before the change; 137.5 kB on 2026-11-24) to 118.0 kB:
TypeBox's schemas out of the web bundle (−11.8 kB), each language's catalogue split in two and loaded on demand
(the English one was bundled whole, −6.1 kB), and the web app's own translator in place of i18next and
react-i18next (−17.4 kB net); ADR 019. Issue 19's category names then added 1.7 kB. What remains is mostly libraries the first render cannot do without:
React DOM ≈ 62 kB, React Router ≈ 13 kB, TanStack Query ≈ 10 kB, React and the scheduler ≈ 4.5 kB.

| initial chunk | gzip |
|---|---|
${figures.initial.map((c) => `| ${label(c)} | ${kb(c.gzip)} |`).join('\n')}

Loaded later: ${figures.lazy.length} chunks, ${kb(figures.lazyJsGzip)} in all; the largest:

| lazy chunk | gzip |
|---|---|
${figures.lazy
  .slice(0, 8)
  .map((c) => `| ${label(c)} | ${kb(c.gzip)} |`)
  .join('\n')}
`;
  writeSection('bundle', markdown);
}
