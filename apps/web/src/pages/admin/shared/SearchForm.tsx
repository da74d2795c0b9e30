import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ADMIN_SEARCH_MAX } from '@ricebowl/contract';
import formStyles from '../../../components/form/Form.module.css';
import styles from '../Admin.module.css';

/** A labelled search box with its button; submitting (Enter or the button) runs the search. */
export function SearchForm({
  label,
  initial,
  onSearch,
}: {
  label: string;
  initial: string;
  onSearch: (query: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className={styles.toolbar} onSubmit={handleSubmit}>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          className={formStyles.input}
          value={value}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <button type="submit" className={styles.primaryButton}>
        {t('admin.search')}
      </button>
    </form>
  );
}
