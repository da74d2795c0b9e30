import { packCredits, packLicence, type Pack } from '@ricebowl/content';
import type { CategoryCreditsAttributes } from '@ricebowl/contract';

/** A subject's credits as the API shows them, from its pack's licence and sources. */
export function creditsOf(pack: Pack, label: string): CategoryCreditsAttributes {
  return {
    machine_name: pack.category.machine_name,
    label,
    licence: packLicence(pack),
    sources: packCredits(pack).map((credit) => ({
      source: credit.source,
      author: credit.author ?? '',
      url: credit.url ?? '',
      licence: credit.licence,
      licence_url: credit.licenceUrl,
      used_for: credit.usedFor ?? '',
    })),
  };
}
