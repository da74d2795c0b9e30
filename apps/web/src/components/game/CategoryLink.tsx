import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Category } from '../../api/engine';
import { assetUrl } from '../../config';
import styles from './GameHeader.module.css';
import { categoryName } from '../../i18n/categories';

/** The category's icon and label; they lead to the category picker with its group opened. */
export function CategoryLink({ category }: { category: Category }) {
  const { t } = useTranslation();
  const icon = category.icon_urls[0];
  const name = categoryName(t, category);
  return (
    <Link
      to={`/categories?focus=${encodeURIComponent(category.category_group)}`}
      className={styles.category}
      aria-label={t('game.category.link', { label: name })}
    >
      {icon ? (
        <img
          className={styles.categoryIcon}
          src={assetUrl(icon)}
          alt={t('game.category.iconAlt', { label: name })}
          width="40"
          height="40"
        />
      ) : null}
      <span className={styles.categoryLabel}>{name}</span>
    </Link>
  );
}
