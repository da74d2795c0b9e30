/** The translated texts of a {@link LoadStatus}: the failure, its retry button and the loading line. */
export interface LoadStatusTexts {
  error: string;
  retry: string;
  loading: string;
}

/** The CSS classes of a {@link LoadStatus}, from the screen's own module so it looks like the rest of it. */
export interface LoadStatusClasses {
  /** The alert box holding the failure and the retry button. */
  alert?: string | undefined;
  /** The failure text inside the alert box. */
  errorText?: string | undefined;
  retry: string | undefined;
  loading: string | undefined;
}

/**
 * What a screen shows while its data is not there yet: after a failure an alert with a retry button,
 * else a loading line that screen readers announce.
 */
export function LoadStatus({
  failed,
  onRetry,
  texts,
  classes,
}: {
  failed: boolean;
  onRetry: () => void;
  texts: LoadStatusTexts;
  classes: LoadStatusClasses;
}) {
  if (failed) {
    return (
      <div role="alert" className={classes.alert}>
        <p className={classes.errorText}>{texts.error}</p>
        <button type="button" className={classes.retry} onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={classes.loading}>
      {texts.loading}
    </p>
  );
}
