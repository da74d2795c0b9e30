import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { GRAINS_PER_CORRECT_ANSWER, LONG_QUESTION_CHARS, type Question } from '@ricebowl/contract';
import { assetUrl } from '../../config';
import { isQuestionView, optionState, type CardState, type OptionState } from './card-machine';
import { useQuestionCard, type SubmitAnswer } from './use-question-card';
import { shortcutIndex } from './keyboard';
import { ReportQuestion } from './ReportQuestion';
import styles from './QuestionCard.module.css';
import reportStyles from './ReportQuestion.module.css';

// Learn-more brings DOMPurify (about 9 kB gzip): it is loaded once a question is on screen, not
// before the game first renders (issue 8's budget for the game route's initial JavaScript).
const loadLearnMore = () => import('./LearnMore');
const LearnMore = lazy(() => loadLearnMore().then((m) => ({ default: m.LearnMore })));

export interface QuestionCardProps {
  /** The game's current question (null while there is none yet). */
  question: Question | null;
  onAnswer: SubmitAnswer;
  /** Keys 1–4 pick an option; off while something (a dialog) sits over the card. */
  shortcutsEnabled?: boolean;
  /**
   * The language the questions are asked in (the category's, issue 19): screen readers read an
   * English question as English on an Arabic screen, and its punctuation stays where English puts it.
   */
  questionLanguage?: string;
}

/** The hero of the game screen: the question, its four options, the result and learn-more. */
export function QuestionCard({ question, onAnswer, shortcutsEnabled = true, questionLanguage }: QuestionCardProps) {
  const { t, i18n } = useTranslation();
  // Only when it differs from the page's, and never "zxx" (sums need no language).
  const lang =
    questionLanguage && questionLanguage !== 'zxx' && questionLanguage !== i18n.language ? questionLanguage : undefined;
  const { state, choose, chooseByIndex, keepPlaying } = useQuestionCard(question, onAnswer);
  const headingId = useId();
  const optionsRef = useRef<HTMLDivElement>(null);

  // Alternate between two identical animations so that each new question replays the transition
  // without remounting the option buttons (which would drop the keyboard focus).
  const shownId = state.question?.id ?? null;
  const [transition, setTransition] = useState({ id: shownId, flip: false });
  if (transition.id !== shownId) setTransition({ id: shownId, flip: !transition.flip });

  useEffect(() => {
    if (!shortcutsEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const index = shortcutIndex(event);
      if (index === null) return;
      event.preventDefault();
      chooseByIndex(index);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [shortcutsEnabled, chooseByIndex]);

  // Fetch learn-more in the background as soon as there is something to answer.
  const hasQuestion = state.question !== null;
  useEffect(() => {
    if (hasQuestion) void loadLearnMore();
  }, [hasQuestion]);

  const handleKeepPlaying = () => {
    keepPlaying();
    // The button disappears with the panel: give the focus to the first option of the next question.
    requestAnimationFrame(() => optionsRef.current?.querySelector('button')?.focus());
  };

  const current = state.question;
  const learnMore = state.view === 'learn_more' ? state.answer?.metadata.learn_more : undefined;
  const locked = !isQuestionView(state.view);
  const result = resultOf(state);

  return (
    <section className={styles.card} aria-labelledby={current ? headingId : undefined} data-view={state.view}>
      {!current ? (
        <div className={styles.placeholder}>
          {/* The shape of a question with four options, so the card does not grow under what follows
              it when the question arrives (a layout shift of 0.17 on a phone, issue 18). */}
          <div className={styles.skeleton} aria-hidden="true">
            <div className={styles.prompt}>
              <span className={styles.text}>&nbsp;</span>
            </div>
            <div className={styles.options}>
              {[0, 1, 2, 3].map((index) => (
                <span key={index} className={`${styles.option} ${styles.skeletonOption}`} />
              ))}
            </div>
            <p className={styles.hint}>&nbsp;</p>
            <div className={reportStyles.bar}>
              <span className={reportStyles.link}>&nbsp;</span>
            </div>
          </div>
          <p className={styles.loading} role="status">
            {t('game.card.loading')}
          </p>
        </div>
      ) : (
        <div className={transition.flip ? styles.enterA : styles.enterB}>
          <div className={styles.prompt}>
            {/* A flag or a map is what the question asks about: always on the card, never a hideable hint. */}
            {current.resources[0] ? (
              <img
                className={styles.image}
                src={assetUrl(current.resources[0].url)}
                alt={current.resources[0].alt || t('game.card.imageAlt')}
              />
            ) : null}
            <h2
              id={headingId}
              className={current.text.length > LONG_QUESTION_CHARS ? styles.textSmall : styles.text}
              lang={lang}
              dir="auto"
            >
              {current.text}
            </h2>
          </div>

          <div ref={optionsRef} className={styles.options} role="group" aria-label={t('game.card.options')}>
            {current.options.map((option, index) => {
              const look = optionState(state, option.id);
              return (
                <button
                  key={index}
                  type="button"
                  className={styles.option}
                  data-state={look}
                  aria-disabled={locked || undefined}
                  onClick={() => choose(option.id)}
                >
                  <span className={styles.optionKey} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.optionText} lang={lang}>
                    {option.text}
                  </span>{' '}
                  <OptionMark look={look} />
                </button>
              );
            })}
          </div>

          {state.failure ? (
            <p className={styles.failure} role="alert">
              {state.failure === 'connection' ? t('game.card.connectionError') : t('game.card.answerFailed')}
            </p>
          ) : null}

          {learnMore ? (
            <Suspense fallback={null}>
              <LearnMore content={learnMore} onKeepPlaying={handleKeepPlaying} />
            </Suspense>
          ) : null}

          <p className={styles.hint}>{t('game.card.keyboardHint')}</p>
          <ReportQuestion question={current} />
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {result
          ? result.correct
            ? t('game.card.resultCorrect', { answer: result.answer, grains: GRAINS_PER_CORRECT_ANSWER })
            : t('game.card.resultWrong', { answer: result.answer })
          : ''}
      </p>
    </section>
  );
}

function OptionMark({ look }: { look: OptionState }) {
  const { t } = useTranslation();
  if (look === 'idle') return null;
  const symbol = look === 'correct' ? '✓' : look === 'wrong' ? '✗' : '…';
  const text =
    look === 'correct'
      ? t('game.card.correctMark')
      : look === 'wrong'
        ? t('game.card.wrongMark')
        : t('game.card.selectedMark');
  return (
    <span className={styles.optionMark}>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

/**
 * What screen readers hear once the answer is shown: right or wrong, and the right answer. (The
 * texts are looked up in the component: a `t` passed as a parameter made TypeScript's check of the
 * catalogue's types too deep.)
 */
function resultOf(state: CardState): { correct: boolean; answer: string } | null {
  if ((state.view !== 'answer_shown' && state.view !== 'learn_more') || !state.answer || !state.question) return null;
  const answer = state.question.options
    .filter((option) => state.answer?.options.includes(option.id))
    .map((option) => option.text)
    .join(', ');
  return { correct: state.answer.correct, answer };
}
