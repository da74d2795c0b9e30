/**
 * Each catalogue is built as two chunks (the `catalogueParts` plugin in vite.config.ts): the **first
 * screen's** keys, which main.tsx loads before the first render, and the rest, which a lazily loaded
 * screen waits for with its own code (`lazyScreen`, ./lazy-screen.ts). Paths are top-level sections or
 * dotted keys. A section used by a module of the initial bundle (the game, the shell, the error pages)
 * belongs here: a key missing here shows as its path on the first screen.
 */
export const FIRST_SCREEN_KEYS = [
  'app',
  'game',
  'errors',
  'titles',
  'menu',
  'drawer',
  'topBar',
  'footer',
  'language',
  // The game's links under the card; the report form and the sources page bring the rest.
  'report.open',
  'credits.link',
  'admin.menuLink',
  'categoryNames',
] as const;

export type CataloguePart = 'first' | 'rest';

type Tree = { [key: string]: string | Tree };

/** The part of a catalogue's tree that `part` holds. */
export function cataloguePart(catalogue: Tree, part: CataloguePart): Tree {
  const out: Tree = {};
  const visit = (node: Tree, into: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const first = FIRST_SCREEN_KEYS.some((p) => p === path || path.startsWith(`${p}.`));
      const holdsFirst = FIRST_SCREEN_KEYS.some((p) => p.startsWith(`${path}.`));
      if (typeof value === 'object' && holdsFirst && !first) {
        const child: Tree = {};
        visit(value, child, path);
        if (Object.keys(child).length > 0) into[key] = child;
      } else if (first === (part === 'first')) into[key] = value;
    }
  };
  visit(catalogue, out, '');
  return out;
}
