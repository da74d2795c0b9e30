import type { Pack } from '@ricebowl/content';
import type { CategoryCreditsAttributes, CreditSource } from '@ricebowl/contract';

// Interim reader of the packs' `category.licence` and `category.credits` fields, until the
// content package's own accessors land (they read the same fields).
type RawCredit = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const https = (value: unknown) => (/^https?:\/\//.test(text(value)) ? text(value) : '');

function readSources(pack: Pack): CreditSource[] {
  const credits = (pack.category as { credits?: unknown }).credits;
  if (!Array.isArray(credits)) return [];
  return (credits as RawCredit[])
    .filter((c) => typeof c === 'object' && c !== null && text(c.source).trim() !== '' && text(c.licence).trim() !== '')
    .map((c) => ({
      source: text(c.source),
      author: text(c.author),
      url: https(c.url),
      licence: text(c.licence),
      licence_url: https(c.licenceUrl),
      used_for: text(c.usedFor),
    }));
}

function readLicence(pack: Pack): CategoryCreditsAttributes['licence'] {
  const licence = (pack.category as { licence?: unknown }).licence as RawCredit | undefined;
  if (typeof licence !== 'object' || licence === null || text(licence.name) === '') return null;
  return { name: text(licence.name), url: https(licence.url) };
}

/** A subject's credits as the API shows them, from its pack. */
export function creditsOf(pack: Pack, label: string): CategoryCreditsAttributes {
  return { machine_name: pack.category.machine_name, label, licence: readLicence(pack), sources: readSources(pack) };
}
