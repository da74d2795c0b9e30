import { useQuery } from '@tanstack/react-query';
import { engineApi } from './engine';

/** Shared queries: every screen that needs the categories or levels reads the same cache. */
export function useCategories() {
  return useQuery({ queryKey: ['categories'], queryFn: () => engineApi.categories(), staleTime: 10 * 60_000 });
}

export function useLevels() {
  return useQuery({ queryKey: ['levels'], queryFn: () => engineApi.levels(), staleTime: Infinity });
}

export function useRiceTotals() {
  return useQuery({ queryKey: ['rice-totals'], queryFn: () => engineApi.riceTotals(), staleTime: 5 * 60_000 });
}
