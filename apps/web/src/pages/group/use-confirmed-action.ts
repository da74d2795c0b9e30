import { useId, useState } from 'react';
import { accountsErrorOf } from '../../api/accounts';
import { useTranslation } from '../../i18n/use-translation';

/**
 * An action the player confirms in a dialog first (SPEC §4): whether that dialog is open, whether the
 * action is running, and the message of its failure with the id its button points at.
 * `busyAfterSuccess` keeps the button busy after success, for an action that leaves the screen.
 */
export function useConfirmedAction(action: () => Promise<void>, { busyAfterSuccess = false } = {}) {
  const { t } = useTranslation();
  const messageId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    try {
      await action();
      if (!busyAfterSuccess) setBusy(false);
    } catch (error) {
      setFailure(accountsErrorOf(error)?.message ?? t('forms.failed'));
      setBusy(false);
    }
  };

  return {
    messageId,
    confirming,
    busy,
    failure,
    /** Opens the confirmation, unless the action is already running. */
    ask: () => {
      if (!busy) setConfirming(true);
    },
    cancel: () => setConfirming(false),
    run,
  };
}

export type ConfirmedAction = ReturnType<typeof useConfirmedAction>;
