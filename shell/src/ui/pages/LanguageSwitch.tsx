import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@sencare/shared/i18n';
import type { SessionController } from '../../session/sessionController';
import styles from './forms.module.css';

export function LanguageSwitch({ session }: { session: SessionController }) {
  const { t } = useTranslation();
  const current = session.channel.getState().language;
  return (
    <div className={styles.langSwitch} role="group" aria-label={t('language.switch')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={`${styles.langBtn} ${current === language ? styles.langActive : ''}`}
          aria-pressed={current === language}
          onClick={() => session.setLanguage(language)}
          data-testid={`lang-${language}`}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
