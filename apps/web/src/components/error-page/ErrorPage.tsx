import type { ReactNode } from 'react';
import styles from './ErrorPage.module.css';

/** A text-only full-page message (SPEC §8). */
export function ErrorPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      {children}
    </section>
  );
}
