import { useTranslation } from '../../i18n/use-translation';
import { GRAINS_PER_CORRECT_ANSWER } from '@ricebowl/contract';

/** A dismissible notice; the accounts API's eye-catchers (SPEC §3) have exactly this shape. */
export interface Notice {
  id: string;
  title: string;
  body: string;
  button_link?: string | null;
  button_text?: string | null;
}

export const WELCOME_NOTICE_ID = 'welcome';

/** The built-in notice for first-time visitors: what playing does and who pays for it. */
export function useWelcomeNotice(): Notice {
  const { t } = useTranslation();
  return {
    id: WELCOME_NOTICE_ID,
    title: t('game.notices.welcome.title'),
    body: t('game.notices.welcome.body', { grains: GRAINS_PER_CORRECT_ANSWER }),
  };
}
