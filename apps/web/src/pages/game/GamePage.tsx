import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { QuestionCard } from '../../components/game/QuestionCard';
import { RiceProgress } from '../../components/game/RiceProgress';
import { LevelRing } from '../../components/game/LevelRing';
import { CategoryLink } from '../../components/game/CategoryLink';
import { useWelcomeNotice } from '../../components/game/Notices';
import { TopNotices } from '../../components/game/TopNotices';
import { GlobalStats } from '../../components/game/GlobalStats';
import { PersonalProgress } from '../../components/game/PersonalProgress';
import { GameNotification } from '../../components/game/GameNotification';
import { AdSlots, useAdLayout } from '../../components/game/AdSlots';
import { useEyeCatcher } from '../../api/challenges';
import { useAds } from '../../api/ads';
import { useGameFlow, type GameProblem } from './use-game-flow';
import { useTopNoticesSettled } from './use-top-notices-settled';
import styles from './GamePage.module.css';
import { categoryName } from '../../i18n/categories';
import { firstScreenIsShown } from '../../pwa';

/** /categories/:category — the game screen (SPEC §2 Game screen). */
export function GamePage() {
  const { t } = useTranslation();
  const flow = useGameFlow();
  const welcome = useWelcomeNotice();
  const eyeCatcher = useEyeCatcher().data;
  const adLayout = useAdLayout();
  const topSettled = useTopNoticesSettled();
  const adList = useAds().data;
  // The screen holds its layout until the notices above the game (see useTopNoticesSettled) and the
  // category, which the header and the ad slots show, are known: laid out without them, the card
  // would move down when they arrive (a layout shift of 0.21 on a phone, issue 18). It then renders
  // the whole screen as a transition, in slices that keep the page responsive, rather than in one
  // long task (Lighthouse's total blocking time, issue 18).
  const laidOut = useDeferredValue(topSettled && (flow.category !== null || flow.problem !== null), false);
  // The page's other work (the service worker's install) waits for the first question.
  const questionShown = laidOut && Boolean(flow.game?.question);
  useEffect(() => {
    if (questionShown) firstScreenIsShown();
  }, [questionShown]);

  if (flow.categoryNotFound) return <NotFoundPage />;

  const { category, game } = flow;
  // Until a category change has arrived, the old category's question is not offered.
  const current = game && category && game.category === category.id ? game : null;
  const level = current?.level ?? flow.level;
  const largeNotificationOpen = flow.notification?.notification.size === 'large';
  const ads = category ? (
    <AdSlots
      layout={adLayout}
      sponsorText={category.sponsor_text}
      sponsorId={current?.sponsor_id ?? null}
      ads={adList}
    />
  ) : null;

  if (!laidOut) {
    return (
      <div className={styles.holding}>
        <h1 className="visually-hidden">{t('game.loading')}</h1>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">
        {category ? t('game.heading', { category: categoryName(t, category) }) : t('game.loading')}
      </h1>
      {/* The announcement, the built-in welcome and the accounts API's eye-catcher, folded into one line. */}
      <TopNotices welcome={welcome} others={eyeCatcher ? [eyeCatcher] : []} />
      <PersonalProgress total={game?.user_rice_total ?? null} />

      <div className={styles.play} data-layout={adLayout}>
        <div className={styles.column}>
          <div className={styles.header}>
            {category ? <CategoryLink category={category} /> : <span />}
            {level !== null ? <LevelRing level={level} /> : null}
          </div>
          {flow.problem ? (
            <Problem problem={flow.problem} onNewGame={flow.startNewGame} onRetry={flow.retry} />
          ) : (
            <QuestionCard
              question={current?.question ?? null}
              onAnswer={flow.submitAnswer}
              shortcutsEnabled={!largeNotificationOpen}
              questionLanguage={category?.language}
            />
          )}
          <RiceProgress total={game ? (game.user_rice_total ?? game.rice) : 0} />
          {adLayout === 'banner' ? ads : null}
        </div>
        {adLayout === 'side' ? <div className={styles.side}>{ads}</div> : null}
      </div>

      <GlobalStats />
      <GameNotification shown={flow.notification} onDismiss={flow.dismissNotification} />
    </div>
  );
}

function Problem({
  problem,
  onNewGame,
  onRetry,
}: {
  problem: GameProblem;
  onNewGame: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.problem} role="alert">
      <p>{problem === 'invalidGame' ? t('game.errors.invalidGame') : t('game.errors.failed')}</p>
      {problem === 'invalidGame' ? (
        <button type="button" className={styles.problemButton} onClick={onNewGame}>
          {t('game.errors.newGame')}
        </button>
      ) : (
        <button type="button" className={styles.problemButton} onClick={onRetry}>
          {t('game.errors.retry')}
        </button>
      )}
    </section>
  );
}
