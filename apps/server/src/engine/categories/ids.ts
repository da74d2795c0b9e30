import { v5 as uuidV5, validate as isUuid } from 'uuid';

/**
 * Category ids are UUIDs, as Freerice's are (issue 21): tools written against Freerice send those
 * ids, so the subjects Freerice has keep their real ids here. Every other subject — packs and
 * imported question sets alike — gets a version-5 UUID derived from its machine name, the same
 * on every database.
 */

/** Ricebowl's own namespace for version-5 category ids (generated once; never change it). */
export const CATEGORY_ID_NAMESPACE = 'd52077fc-e3b1-4c74-8a7c-9fe13c604fa9';

/**
 * Freerice's ids, as public Freerice clients send them. The first id of a subject is the one it
 * is stored and listed under; later ones are accepted as aliases.
 */
export const FREERICE_CATEGORY_IDS: Readonly<Record<string, readonly string[]>> = {
  // github.com/lafkpages/FreericeHack Freerice.py, sebastian-92/freerice.js index.js,
  // asyn-awai/freerice-bot main.ts, huynd2210/FreeRiceBot src/main/java/main.java
  'multiplication-table': ['66f2a9aa-bac2-5919-997d-2d17825c1837'],
  // github.com/huynd2210/FreeRiceBot src/main/java/main.java (englishVocabId)
  'english-vocabulary': ['3ea0b71b-8486-5914-a2db-a4994c02adb6'],
  // github.com/haile01/cheese_freerice chem.py: Freerice has two element-symbol subjects (its
  // "level 1" and "level 2"); Ricebowl's one subject answers to both.
  'chemical-symbols': ['b4c85d38-2535-5aba-8e7e-17533fa298b5', 'b67b50af-a735-536c-9532-ee26c05962eb'],
};

const ALIASES = new Map(
  Object.entries(FREERICE_CATEGORY_IDS).flatMap(([, ids]) => ids.slice(1).map((alias) => [alias, ids[0]!] as const)),
);

/** The id a subject is stored under: its Freerice id when it has one, else a UUIDv5 of its name. */
export function categoryIdFor(machineName: string): string {
  return FREERICE_CATEGORY_IDS[machineName]?.[0] ?? uuidV5(machineName, CATEGORY_ID_NAMESPACE);
}

/** The stored id a requested id stands for (an alias resolves to its subject's id). */
export function canonicalCategoryId(id: string): string {
  const lower = isUuid(id) ? id.toLowerCase() : id;
  return ALIASES.get(lower) ?? lower;
}
