import { useQuery } from '@tanstack/react-query';
import type { AdAttributes, AdList, Merged } from '@ricebowl/contract';
import { config } from '../config';
import { sessionStore } from '../state/session';
import { reportError } from './engine';
import { createClient } from './http';

/** One sponsor's creative: an image with alt text, or a text, each with its link. */
export type Ad = Merged<AdAttributes>;

const accounts = createClient({
  service: 'accounts',
  baseUrl: config.accountsApiUrl,
  report: reportError,
  getToken: () => sessionStore.get()?.token ?? null,
});

/** `GET /api/ads` on the accounts service: the creatives of every sponsor the engine may name. */
export async function fetchAds(): Promise<Ad[]> {
  const doc = await accounts<AdList>('/api/ads');
  return doc.data.map((item) => ({ ...item.attributes, id: item.id, type: item.type }));
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
