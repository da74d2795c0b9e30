import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  QUESTION_REPORT_NOTE_MAX,
  QUESTION_REPORT_REASONS,
  TIMINGS,
  type QuestionReportReason,
} from '@ricebowl/contract';
import { questionReportsApi } from '../../api/question-reports';
import { ApiError } from '../../api/http';
import { handleModalKey } from '../dialog/ModalFrame';
import styles from './ReportDialog.module.css';

type Status = 'editing' | 'sending' | 'sent';

/** The report form as a modal dialog: a reason, an optional note, sent with or without an account. */
export function ReportDialog({
  questionRef,
  text,
  onClose,
}: {
  questionRef: string;
  text: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const report = useReport(questionRef, firstReason);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstReason.current?.focus();
    return () => {
      window.setTimeout(() => {
        if (opener?.isConnected) opener.focus();
      }, TIMINGS.modalFocusDelayMs);
    };
  }, []);

  useEffect(() => {
    if (report.status === 'sent') closeButton.current?.focus();
  }, [report.status]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A radio group is one tab stop: the checked radio, or the first while none is.
    const stops = report.reason
      ? 'input:checked, textarea, button:not([disabled])'
      : 'input, textarea, button:not([disabled])';
    handleModalKey(event, dialog.current, onClose, stops);
    // Keys 1–4 answer the question under the dialog: not while the dialog is open.
    event.stopPropagation();
  };

  return (
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={handleKeyDown}>
        <form className={styles.dialog} onSubmit={(event) => void report.handleSubmit(event)} noValidate>
          <h2 id={titleId} className={styles.title}>
            {t('report.title')}
          </h2>
          {report.status === 'sent' ? (
            <>
              <p role="status">{t('report.thanks')}</p>
              <div className={styles.actions}>
                <button ref={closeButton} type="button" className={styles.primary} onClick={onClose}>
                  {t('report.close')}
                </button>
              </div>
            </>
          ) : (
            <ReportFields text={text} report={report} firstReason={firstReason} onCancel={onClose} />
          )}
        </form>
      </div>
    </div>
  );
}

/** The report being written and sent: its reason, note, status and the problem to show, if any. */
function useReport(questionRef: string, firstReason: RefObject<HTMLInputElement | null>) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<QuestionReportReason | null>(null);
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'editing') return;
    if (!reason) {
      setProblem(t('report.chooseReason'));
      firstReason.current?.focus();
      return;
    }
    setStatus('sending');
    setProblem(null);
    try {
      const trimmed = note.trim();
      await questionReportsApi.report({ question_ref: questionRef, reason, ...(trimmed ? { note: trimmed } : {}) });
      setStatus('sent');
    } catch (error) {
      setStatus('editing');
      setProblem(error instanceof ApiError && error.status === 429 ? t('report.tooMany') : t('report.failed'));
    }
  };

  return { reason, setReason, note, setNote, status, problem, handleSubmit };
}

/** The form's fields until it is sent: the question, the reasons, the note, a problem, the buttons. */
function ReportFields({
  text,
  report,
  firstReason,
  onCancel,
}: {
  text: string;
  report: ReturnType<typeof useReport>;
  firstReason: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const problemId = useId();
  const { reason, setReason, note, setNote, status, problem } = report;
  return (
    <>
      <p className={styles.question}>{text}</p>
      <fieldset className={styles.reasons} aria-describedby={problem ? problemId : undefined}>
        <legend>{t('report.reasonLegend')}</legend>
        {QUESTION_REPORT_REASONS.map((value, index) => (
          <label key={value} className={styles.reason}>
            <input
              ref={index === 0 ? firstReason : undefined}
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {t(`report.reasons.${value}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={noteId} className={styles.noteLabel}>
        {t('report.note')}
      </label>
      <textarea
        id={noteId}
        className={styles.note}
        rows={3}
        maxLength={QUESTION_REPORT_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem ? (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('report.cancel')}
        </button>
        <button type="submit" className={styles.primary} disabled={status === 'sending'}>
          {status === 'sending' ? t('report.sending') : t('report.send')}
        </button>
      </div>
    </>
  );
}
