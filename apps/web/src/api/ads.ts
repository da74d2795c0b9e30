import { useQuery } from '@tanstack/react-query';
import type { AdAttributes, Merged } from '@ricebowl/contract';
import { accounts } from './clients';
import { mergeAll } from './jsonapi';

/** One sponsor's creative: an image with alt text, or a text, each with its link. */
export type Ad = Merged<AdAttributes>;

/** `GET /api/ads` on the accounts service: the creatives of every sponsor the engine may name. */
export async function fetchAds(): Promise<Ad[]> {
  return mergeAll(await accounts('GET /api/ads'));
}

/**
 * The ads, asked for once each time the game screen mounts and never again while it plays: the
 * engine names a sponsor with every question, so the answer loop needs no call of its own
 * (issue 6). Only the game page calls this hook; the slots get the list as a prop.
 */
export function useAds() {
  return useQuery({
    queryKey: ['ads'],
    queryFn: fetchAds,
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: false,
  });
}
