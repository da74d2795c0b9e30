import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { QUESTION_REPORT_REASONS } from '@ricebowl/contract';
import { questionReportsAdminApi, type ReportedQuestion } from '../../../api/admin-question-reports';
import { QueryState } from '../shared/QueryState';
import { FlashMessage, useFlash } from '../shared/Flash';
import styles from '../Admin.module.css';
import own from './QuestionReportsAdminPage.module.css';

type Action = 'disable' | 'enable' | 'dismiss';

/**
 * /admin/question-reports — players' reports grouped by question, with the question as the packs
 * hold it (the right option marked); disable or enable the question, or dismiss its reports.
 */
export function QuestionReportsAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reports = useQuery({ queryKey: ['admin', 'question-reports'], queryFn: () => questionReportsAdminApi.list() });
  const { message, setMessage, showError } = useFlash();
  const act = useMutation({
    mutationFn: ({ action, ref }: { action: Action; ref: string }) => questionReportsAdminApi[action](ref),
    onSuccess: (_result, { action }) => setMessage({ ok: true, text: t(`admin.questionReports.done.${action}`) }),
    onError: showError,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'question-reports'] }),
  });

  return (
    <section className={styles.page} aria-labelledby="admin-question-reports-title">
      <h1 id="admin-question-reports-title" className={styles.title}>
        {t('admin.questionReports.title')}
      </h1>
      <p className={styles.muted}>{t('admin.questionReports.intro')}</p>
      <FlashMessage message={message} />
      <QueryState query={reports}>
        {(items) =>
          items.length === 0 ? (
            <p className={styles.card}>{t('admin.questionReports.empty')}</p>
          ) : (
            <ul className={own.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <ReportedQuestionCard
                    item={item}
                    busy={act.isPending}
                    onAction={(action) => {
                      setMessage(null);
                      act.mutate({ action, ref: item.id });
                    }}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function ReportedQuestionCard({
  item,
  busy,
  onAction,
}: {
  item: ReportedQuestion;
  busy: boolean;
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const headingId = `reported-${item.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const button = `${styles.secondaryButton} ${styles.smallButton}`;
  return (
    <article className={`${styles.card} ${own.question}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.text}>
        {item.text || t('admin.questionReports.unknownText')}
      </h2>
      <ReportedQuestionSummary item={item} />
      {item.total > 0 ? (
        <ul className={own.counts} aria-label={t('admin.questionReports.countsLabel')}>
          {QUESTION_REPORT_REASONS.filter((reason) => item.counts[reason] > 0).map((reason) => (
            <li key={reason}>
              {t(`report.reasons.${reason}`)}: <strong>{item.counts[reason]}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {item.options.length > 0 ? (
        <ul className={own.options} aria-label={t('admin.questionReports.optionsLabel')}>
          {item.options.map((option, index) => (
            <li key={index} className={option.correct ? own.correct : undefined}>
              {option.correct ? <span aria-hidden="true">✓ </span> : null}
              {option.text}
              {option.correct ? <span className={own.correctNote}> {t('admin.questionReports.correct')}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {item.notes.length > 0 ? (
        <ul className={own.notes} aria-label={t('admin.questionReports.notesLabel')}>
          {item.notes.map((note, index) => (
            <li key={index}>
              <q>{note.note}</q> <span className={styles.muted}>({t(`report.reasons.${note.reason}`)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {item.disabled ? (
          <button
            type="button"
            className={button}
            disabled={busy}
            aria-label={t('admin.questionReports.enableNamed', { text: item.text })}
            onClick={() => onAction('enable')}
          >
            {t('admin.questionReports.enable')}
          </button>
        ) : item.in_packs ? (
          <button
            type="button"
            className={button}
            disabled={busy}
            aria-label={t('admin.questionReports.disableNamed', { text: item.text })}
            onClick={() => onAction('disable')}
          >
            {t('admin.questionReports.disable')}
          </button>
        ) : null}
        {item.total > 0 ? (
          <button
            type="button"
            className={button}
            disabled={busy}
            aria-label={t('admin.questionReports.dismissNamed', { text: item.text })}
            onClick={() => onAction('dismiss')}
          >
            {t('admin.questionReports.dismiss')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** The question's category and levels, how often it was reported, and whether it is disabled or out of the packs. */
function ReportedQuestionSummary({ item }: { item: ReportedQuestion }) {
  const { t } = useTranslation();
  return (
    <p className={styles.muted}>
      {item.category_label}
      {item.levels.length > 0 ? ` · ${t('admin.questionReports.levels', { levels: item.levels.join(', ') })}` : ''}
      {' · '}
      {t('admin.questionReports.total', { count: item.total })}
      {item.disabled ? (
        <>
          {' '}
          <span className={`${styles.badge} ${styles.badgeWarn}`}>{t('admin.questionReports.disabled')}</span>
        </>
      ) : null}
      {!item.in_packs ? (
        <>
          {' '}
          <span className={styles.badge}>{t('admin.questionReports.notInPacks')}</span>
        </>
      ) : null}
    </p>
  );
}
