import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  dev?: boolean;
}

/**
 * `npm ci` warns EBADENGINE for any locked package whose `engines.node` excludes the Node it runs
 * on (issue 21: cookie@2 wanted Node 22). The project supports the lowest Node its own `engines`
 * names, so every package in the lock must accept that version and the one running the tests.
 */
describe('package-lock engines', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const own = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
  const lowest = semver.minVersion(own.engines.node)!.version;

  it.each([
    ['the lowest supported Node', lowest],
    ['the running Node', process.versions.node],
  ])('accepts %s (%s) in every locked package', (_label, node) => {
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(node, (entry.engines as { node: string }).node))
      .map(([where, entry]) => `${where}@${entry.version} wants node ${(entry.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });
});
