import { List } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sencare/shared/channel';
import { Icon } from '../../components/icons';
import { RowLink } from '../../components/ListRows';
import { LanguageChoice } from './LanguageChoice';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import styles from './SettingsPage.module.css';

/** docs/requirements.md §1: version 2.0.07 (code 157); the other reading (1.0.0) is the web package version. */
export const APP_VERSION = '2.0.07';

export function SettingsPage() {
  const { t } = useTranslation();
  const { channel, language } = useRemoteServices();
  usePageTitle('settings.title');

  // The shell applies the language everywhere and persists it (CURRENT_LANG); we only ask.
  const choose = (next: Language) => {
    if (next !== language) channel.emit('account:language-requested', { language: next });
  };

  return (
    <div className={styles.page} data-testid="settings-page">
      <LanguageChoice language={language} onChoose={choose} />
      <List header={t('settings.security')} className={styles.group}>
        <RowLink prefix={<Icon name="password" />} path="/password" testId="settings-password">
          {t('mine.menu.password')}
        </RowLink>
        <RowLink prefix={<Icon name="pin" />} path="/pin/change" testId="settings-pin">
          {t('mine.menu.pin')}
        </RowLink>
        <RowLink prefix={<Icon name="pin" />} path="/biometric" testId="settings-biometric">
          {t('biometric.title')}
        </RowLink>
      </List>
      <List header={t('settings.about')} className={styles.group}>
        <List.Item extra={<span data-testid="app-version">{APP_VERSION}</span>}>{t('settings.version')}</List.Item>
      </List>
    </div>
  );
}
