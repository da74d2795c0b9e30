/**
 * @ricebowl/content: the committed question packs and the assets they refer to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK_LANGUAGE_PATTERN, type Pack } from './pack.js';

export * from './pack.js';
export * from './credits.js';

/** Absolute path of content/packs. */
export const packsDir: string = fileURLToPath(new URL('../packs', import.meta.url));

/** Absolute path of content/assets (icon_urls and resources are relative to it). */
export const assetsDir: string = fileURLToPath(new URL('../assets', import.meta.url));

/** Throws a clear error if the pack is malformed; returns it unchanged otherwise. */
export function validatePack(pack: Pack, source: string): Pack {
  const name = pack?.category?.machine_name;
  if (typeof name !== 'string' || name === '') throw new Error(`Pack ${source}: missing category.machine_name`);
  const where = `Pack "${name}"`;
  const levels = pack.category.levels;
  if (!Number.isInteger(levels) || levels < 1) throw new Error(`${where}: category.levels must be a positive integer`);
  const language = pack.category.language;
  if (language !== undefined && (typeof language !== 'string' || !PACK_LANGUAGE_PATTERN.test(language))) {
    throw new Error(`${where}: category.language must be a BCP 47 code such as "en"`);
  }
  if (typeof pack.levels !== 'object' || pack.levels === null) throw new Error(`${where}: missing levels`);
  for (let level = 1; level <= levels; level++) {
    const items = pack.levels[String(level)];
    if (!Array.isArray(items) || items.length === 0) throw new Error(`${where} level ${level}: level is empty`);
    items.forEach((item, index) => {
      const at = `${where} level ${level} item ${index}${typeof item?.text === 'string' ? ` ("${item.text}")` : ''}`;
      if (typeof item?.text !== 'string' || item.text.trim() === '') throw new Error(`${at}: missing text`);
      if (typeof item.answer !== 'string' || item.answer.trim() === '') throw new Error(`${at}: missing answer`);
      if (!Array.isArray(item.distractors) || item.distractors.length < 3) {
        throw new Error(`${at}: fewer than 3 distractors`);
      }
      const options = [item.answer, ...item.distractors];
      const seen = new Set<string>();
      for (const option of options) {
        if (typeof option !== 'string' || option.trim() === '') throw new Error(`${at}: empty option`);
        if (seen.has(option)) throw new Error(`${at}: duplicate option "${option}"`);
        seen.add(option);
      }
    });
  }
  return pack;
}

/** Reads and validates every content/packs/*.json, sorted by machine_name. */
export function loadPacks(): Pack[] {
  const files = readdirSync(packsDir).filter((f) => f.endsWith('.json'));
  const packs = files.map((file) => {
    const path = join(packsDir, file);
    let pack: Pack;
    try {
      pack = JSON.parse(readFileSync(path, 'utf8')) as Pack;
    } catch (err) {
      throw new Error(`Pack ${file}: invalid JSON (${(err as Error).message})`, { cause: err });
    }
    return validatePack(pack, file);
  });
  return packs.sort((a, b) => a.category.machine_name.localeCompare(b.category.machine_name));
}
export * from './sanitize.js';
