import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { config } from '../../config';
import { localisedPageLink } from '../../i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const { social, privacy } = config.links;
  return (
    <footer className={styles.footer}>
      <p>{t('footer.madeWith')}</p>
      {social.length > 0 && (
        <nav aria-label={t('footer.social')}>
          <ul className={styles.social}>
            {social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name} <span className="visually-hidden">{t('menu.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link to="/credits">{t('footer.credits')}</Link>
      <a href={localisedPageLink(privacy)} target="_blank" rel="noopener noreferrer">
        {t('footer.privacy')} <span className="visually-hidden">{t('menu.opensInNewTab')}</span>
      </a>
      <LanguageSwitcher />
    </footer>
  );
}
