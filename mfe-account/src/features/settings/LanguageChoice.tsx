import { useId } from 'react';
import { List } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sencare/shared/channel';
import { LANGUAGES } from '@sencare/shared/i18n';
import styles from './SettingsPage.module.css';

/**
 * The language as a native radio group: antd-mobile's CheckList rows are <a>
 * without href, so the keyboard never reached them. Arrow keys move and choose, as radios do.
 */
export function LanguageChoice({ language, onChoose }: { language: Language; onChoose: (language: Language) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <List header={<span id={id}>{t('settings.language')}</span>} className={styles.group}>
      <div role="radiogroup" aria-labelledby={id} data-testid="language-list">
        {LANGUAGES.map((code) => (
          <label key={code} className={styles.option} data-testid={`language-${code}`}>
            <span lang={code === 'vi_VN' ? 'vi' : 'en'}>{t(`settings.languages.${code}`)}</span>
            <input type="radio" name={`${id}-language`} className={styles.radio} value={code} checked={code === language} onChange={() => onChoose(code)} />
          </label>
        ))}
      </div>
    </List>
  );
}
