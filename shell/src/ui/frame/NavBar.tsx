import styles from './frame.module.css';
import { useTranslation } from 'react-i18next';

export function NavBar({ title, onBack, showBack }: { title: string; onBack: () => void; showBack: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={styles.nav} data-testid="nav-bar">
      {showBack ? (
        <button type="button" className={styles.navBack} onClick={onBack} aria-label={t('nav.back')} data-testid="nav-back">
          ‹
        </button>
      ) : (
        <span style={{ width: 44 }} />
      )}
      <h1 className={styles.navTitle} data-testid="nav-title">
        {title}
      </h1>
    </header>
  );
}
