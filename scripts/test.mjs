// `npm test`: every test project (unit, component, API on each database, end-to-end in Chromium),
// closing with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureChromium();
ensureWebBuilt();

const results = path.join(os.tmpdir(), `ricebowl-vitest-${process.pid}.json`);
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${results}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);

let summary = '0 passed, 1 failed';
if (fs.existsSync(results)) {
  const report = JSON.parse(fs.readFileSync(results, 'utf8'));
  fs.rmSync(results);
  let failed = report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
  // Errors outside any test (an unhandled rejection, say) fail the run without failing a test.
  if (failed === 0 && run.status !== 0) {
    console.error('\nVitest failed outside the tests (unhandled errors above): counted as one failure.');
    failed = 1;
  }
  summary = `${report.numPassedTests} passed, ${failed} failed, ${report.numPendingTests + report.numTodoTests} skipped`;
}
console.log(`\n${summary}`);
process.exit(run.status ?? 1);
