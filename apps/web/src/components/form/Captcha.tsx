import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { captchaChallengeUrl } from '../../api/accounts';
import styles from './Form.module.css';
import type { Form } from './use-form';

/**
 * The server asks for the captcha with a message that mentions it (SPEC §8); in another language the
 * message is translated, and its `captcha_…` code still says so.
 */
export function asksForCaptcha(message: string | undefined, code?: string): boolean {
  return /captcha/i.test(message ?? '') || /^captcha_/.test(code ?? '');
}

interface CaptchaProps {
  /** Called with the widget's solution, or '' when it expired or failed. */
  onChange: (solution: string) => void;
  errors: string[];
  errorId: string;
}

/**
 * The self-hosted proof-of-work captcha (altcha, normal size). The widget's code loads only when
 * the server has asked for a captcha, so nobody else downloads it.
 */
export function Captcha({ onChange, errors, errorId }: CaptchaProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const report = useEffectEvent((solution: string) => onChange(solution));

  useEffect(() => {
    void import('altcha');
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const handleState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null } | undefined>).detail;
      report(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    widget.addEventListener('statechange', handleState);
    return () => widget.removeEventListener('statechange', handleState);
  }, []);

  const url = captchaChallengeUrl();
  return (
    <fieldset className={styles.captcha} aria-describedby={errors.length > 0 ? errorId : undefined}>
      <legend className={styles.label}>{t('accounts.register.captcha')}</legend>
      {/* auto="onload": it solves itself as soon as it appears; nothing to tick (issue 18). */}
      <altcha-widget ref={ref} challenge={url} challengeurl={url} display="standard" auto="onload" name="captcha" />
      {errors.length > 0 ? (
        <ul id={errorId} className={styles.fieldErrors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/**
 * A form's captcha field, shown once the server asked for one: its solution goes to the form's
 * `captcha` value. `round` gives each attempt that spent a solution a fresh widget.
 */
export function FormCaptcha({
  form,
  asked,
  round,
}: {
  form: Pick<Form<'captcha'>, 'setValue' | 'errors' | 'errorId'>;
  asked: boolean;
  round: number;
}) {
  if (!asked) return null;
  return (
    <Captcha
      key={round}
      onChange={(solution) => form.setValue('captcha', solution)}
      errors={form.errors.captcha}
      errorId={form.errorId('captcha')}
    />
  );
}
