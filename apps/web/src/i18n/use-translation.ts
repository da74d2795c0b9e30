import { useMemo, useSyncExternalStore } from 'react';
import { translator, type TFunction } from './translator';

/**
 * `const { t } = useTranslation()`: the component re-renders when the language or a catalogue
 * changes, and `t` is a new function then (an effect that depends on it runs again).
 */
export function useTranslation(): { t: TFunction; i18n: typeof translator } {
  const version = useSyncExternalStore(translator.subscribe, translator.version, translator.version);
  return useMemo(
    () => ({ t: (key, options) => translator.t(key, options), i18n: translator }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the translator's state
    [version],
  );
}
