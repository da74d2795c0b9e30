import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * An ARIA tab list (WAI-ARIA tabs pattern, automatic activation): one tab in the focus order;
 * the arrow keys (mirrored right-to-left), Home and End move to a tab and select it.
 */
export function Tabs<K extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
}: {
  id: string;
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(element) => {
            if (element) refs.current.set(tab.key, element);
            else refs.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${tab.key}`}
          aria-controls={`${id}-panel-${tab.key}`}
          aria-selected={tab.key === selected}
          tabIndex={tab.key === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.key)}
          onKeyDown={handleKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** A tab's panel; its content is rendered only while selected. */
export function TabPanel<K extends string>({
  id,
  tab,
  selected,
  children,
}: {
  id: string;
  tab: K;
  selected: K;
  children: ReactNode;
}) {
  const active = tab === selected;
  return (
    <div
      role="tabpanel"
      id={`${id}-panel-${tab}`}
      aria-labelledby={`${id}-tab-${tab}`}
      hidden={!active}
      tabIndex={0}
      className={styles.panel}
    >
      {active ? children : null}
    </div>
  );
}
