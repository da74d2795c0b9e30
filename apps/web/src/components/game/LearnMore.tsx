import { useEffect, useId, useMemo, useRef } from 'react';
import DOMPurify from 'dompurify';
import { useTranslation } from '../../i18n/use-translation';
import styles from './QuestionCard.module.css';

export interface LearnMoreContent {
  type: 'success' | 'error';
  /** HTML from the engine; sanitised here before it reaches the page. */
  text: string;
}

/** Strips scripts, event handlers and anything else that is not plain formatted HTML. */
export function sanitizeLearnMore(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

/** The explanation shown after some answers, with the 'Keep playing' button that leaves it. */
export function LearnMore({ content, onKeepPlaying }: { content: LearnMoreContent; onKeepPlaying: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const html = useMemo(() => sanitizeLearnMore(content.text), [content.text]);

  // Move the reader to the explanation when it appears.
  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <div
      ref={panel}
      className={styles.learnMore}
      data-type={content.type}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h3 id={titleId} className={styles.learnMoreTitle}>
        {t('game.card.learnMore')}
      </h3>
      <div className={styles.learnMoreText} dangerouslySetInnerHTML={{ __html: html }} />
      <button type="button" className={styles.keepPlaying} onClick={onKeepPlaying}>
        {t('game.card.keepPlaying')}
      </button>
    </div>
  );
}
