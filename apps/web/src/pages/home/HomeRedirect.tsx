import { Navigate, useSearchParams } from 'react-router';
import { DEFAULT_LEVEL, MAX_LEVEL, MIN_LEVEL } from '@ricebowl/contract';
import { config } from '../../config';
import { local, STORAGE_KEYS } from '../../state/storage';

/** `/` sends the player to the stored (or default) category at the chosen level. */
export function HomeRedirect() {
  const [params] = useSearchParams();
  const category = local.get(STORAGE_KEYS.category) ?? config.defaultCategory;
  const level = parseLevel(params.get('level')) ?? parseLevel(local.get(STORAGE_KEYS.level)) ?? DEFAULT_LEVEL;
  const query = new URLSearchParams({ level: String(level) });
  if (params.get('reset') === 'true') query.set('reset', 'true');
  return <Navigate replace to={`/categories/${encodeURIComponent(category)}?${query.toString()}`} />;
}

export function parseLevel(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= MIN_LEVEL && n <= MAX_LEVEL ? n : null;
}
