/**
 * Where a pack's questions come from and under which licence they may be shared (issue 15 §5).
 * Every generated pack carries `category.licence` and `category.credits`; the credits page of the
 * web app reads them through `packCredits` and `packLicence`, never from the raw JSON.
 */
import type { Pack } from './pack.js';

/** A licence by its usual short name and the page that holds its text. */
export interface Licence {
  /** e.g. "ODbL 1.0", "CC BY-SA 4.0", "GPL-2.0-or-later", "MIT". */
  name: string;
  /** https address of the licence text. */
  url: string;
}

/** One source a pack was built from. */
export interface PackCredit {
  /** Name of the work, e.g. "world-countries" or "FreeDict Spanish–English". */
  source: string;
  /** Who made it, e.g. "Mohammed Le Doze"; absent when the work names no single author. */
  author?: string;
  /** https address of the work, when it has one. */
  url?: string;
  /** Licence of the work, e.g. "ODbL 1.0". */
  licence: string;
  /** https address of that licence's text. */
  licenceUrl: string;
  /** What the pack took from it, in a few words, e.g. "country names and capitals". */
  usedFor?: string;
}

function isCredit(value: unknown): value is PackCredit {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  const optional = (key: string) => c[key] === undefined || (typeof c[key] === 'string' && c[key] !== '');
  return (
    typeof c.source === 'string' &&
    c.source.trim() !== '' &&
    typeof c.licence === 'string' &&
    c.licence.trim() !== '' &&
    typeof c.licenceUrl === 'string' &&
    /^https?:\/\//.test(c.licenceUrl) &&
    optional('author') &&
    optional('url') &&
    optional('usedFor') &&
    (c.url === undefined || /^https?:\/\//.test(c.url as string))
  );
}

/**
 * The sources of a pack, in the order the pack lists them: [] for a pack without credits (an
 * operator's import that named none). Malformed entries are dropped rather than shown half-empty.
 */
export function packCredits(pack: Pack): PackCredit[] {
  const credits: unknown = pack.category.credits;
  if (!Array.isArray(credits)) return [];
  return credits.filter(isCredit).map((c) => ({
    source: c.source,
    ...(c.author !== undefined ? { author: c.author } : {}),
    ...(c.url !== undefined ? { url: c.url } : {}),
    licence: c.licence,
    licenceUrl: c.licenceUrl,
    ...(c.usedFor !== undefined ? { usedFor: c.usedFor } : {}),
  }));
}

/** The licence the pack's questions are shared under, or null when the pack does not say. */
export function packLicence(pack: Pack): Licence | null {
  const licence: unknown = pack.category.licence;
  if (typeof licence !== 'object' || licence === null) return null;
  const { name, url } = licence as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
    return null;
  }
  return { name, url };
}
