import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { GROUP_AVATAR_CHOICES, groupAvatarChoiceUrl } from './avatar';
import styles from './Groups.module.css';

/**
 * The group picture choice (SPEC §3 Group: group-1 … group-15 offered), optional: "No picture"
 * sends an empty avatar. Native radio buttons, so arrow keys move between the pictures.
 */
export function GroupAvatarPicker({ value, onChange }: { value: string; onChange: (avatar: string) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const options = ['', ...GROUP_AVATAR_CHOICES];
  return (
    <fieldset className={styles.avatarFieldset}>
      <legend className={styles.label}>{t('groups.avatar.legend')}</legend>
      <div className={styles.avatarGrid}>
        {options.map((avatar, index) => (
          <label key={avatar || 'none'} className={styles.avatarOption}>
            <input
              type="radio"
              name={name}
              value={avatar}
              checked={value === avatar}
              onChange={() => onChange(avatar)}
              className={styles.avatarRadio}
            />
            <img
              src={groupAvatarChoiceUrl(avatar)}
              alt={avatar ? t('groups.avatar.option', { number: index }) : t('groups.avatar.none')}
              width="48"
              height="48"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
