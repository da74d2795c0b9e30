import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { lazyScreen } from '../../i18n/lazy-screen';
import type { Question } from '@ricebowl/contract';
import { questionRefOf } from '../../api/question-reports';
import styles from './ReportQuestion.module.css';

// The form is fetched when a player first opens it, not with the game screen (issue 8's budget),
// together with the rest of the catalogue, which holds its texts (the first part has the link's).
const ReportDialog = lazyScreen(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

/**
 * Under the question card: "Report a problem" (a dialog naming the question on the card, a reason
 * and an optional note, sent with or without an account) and the subject's sources.
 */
export function ReportQuestion({ question }: { question: Question | null }) {
  const { t } = useTranslation();
  // The question is fixed when the dialog opens: the card may move on while the player writes.
  const [reporting, setReporting] = useState<{ ref: string; text: string } | null>(null);
  const ref = question ? questionRefOf(question) : null;
  if (!question || !ref) return null;
  const category = ref.slice(0, ref.indexOf('/'));
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.link} onClick={() => setReporting({ ref, text: question.text })}>
        {t('report.open')}
      </button>
      <Link className={styles.link} to={`/credits/${encodeURIComponent(category)}`}>
        {t('credits.link')}
      </Link>
      {reporting
        ? createPortal(
            <Suspense fallback={null}>
              <ReportDialog questionRef={reporting.ref} text={reporting.text} onClose={() => setReporting(null)} />
            </Suspense>,
            document.body,
          )
        : null}
    </div>
  );
}
