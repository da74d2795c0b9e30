import { lazy, type ComponentType } from 'react';
import { loadRestOfCatalogue } from './index';

/**
 * A screen outside the initial bundle (issue 8): React.lazy over its code and the rest of the active
 * language's catalogue (./parts.ts), fetched together on its first visit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), loadRestOfCatalogue()]).then(([module]) => module));
}
