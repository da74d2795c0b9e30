/**
 * Regenerates every pack under content/packs/ from the category generators. Deterministic:
 * re-running it produces byte-identical files.
 *
 *   node --import tsx content/scripts/build.ts        (from the repository root)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Pack } from '../src/pack.js';
import { finishPack } from './finish.js';
import { serializePack } from './lib.js';
import { generators as core } from './registry-core.js';
import { generators as languages } from './registry-languages.js';
import { generators as knowledge } from './registry-knowledge.js';
import { generators as world } from './registry-world.js';

/** Every pack generator. Each registry lists one family of subjects. */
export const generators: (() => Pack)[] = [...core, ...languages, ...knowledge, ...world];

export const packsDir = fileURLToPath(new URL('../packs/', import.meta.url));

export function buildAll(): { file: string; pack: Pack; bytes: number }[] {
  mkdirSync(packsDir, { recursive: true });
  return generators.map((generate) => {
    const pack = finishPack(generate());
    const text = serializePack(pack);
    const file = `${packsDir}${pack.category.machine_name}.json`;
    writeFileSync(file, text);
    return { file, pack, bytes: Buffer.byteLength(text) };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { pack, bytes } of buildAll()) {
    const counts = Object.entries(pack.levels)
      .map(([level, items]) => `L${level}=${items.length}`)
      .join(' ');
    console.log(`${pack.category.machine_name}.json  ${(bytes / 1024).toFixed(0)} KB  ${counts}`);
  }
}
