import styles from './CloseButton.module.css';

/**
 * The round close button of a notice or a notification: a cross (its size in px) and a label that
 * says what it closes. `className` adds the screen's own touches.
 */
export function CloseButton({
  label,
  iconSize,
  className,
  onClick,
}: {
  label: string;
  iconSize: number;
  className?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={className ? `${styles.close} ${className}` : styles.close}
      aria-label={label}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width={iconSize} height={iconSize}>
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
