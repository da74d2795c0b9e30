import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { accountsErrorOf } from '../../../api/accounts';
import { ServerMessage, SuccessMessage } from '../../../components/form/Form';

/** The outcome of the last action on an admin page: a success note or the server's reason for a failure. */
export type Flash = { ok: boolean; text: string };

/** The page's flash message, with a setter and an `onError` handler that shows the server's reason. */
export function useFlash() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<Flash | null>(null);
  const showError = (error: unknown) =>
    setMessage({ ok: false, text: accountsErrorOf(error)?.message ?? t('forms.failed') });
  return { message, setMessage, showError };
}

export function FlashMessage({ message }: { message: Flash | null }) {
  if (!message) return null;
  return message.ok ? <SuccessMessage>{message.text}</SuccessMessage> : <ServerMessage message={message.text} />;
}
