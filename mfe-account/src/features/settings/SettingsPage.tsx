import { CheckList, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sencare/shared/channel';
import { LANGUAGES } from '@sencare/shared/i18n';
import { navigate } from '@sencare/shared/routing';
import { Icon } from '../../components/icons';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import styles from './SettingsPage.module.css';

/** Spec §1: version 2.0.07 (code 157); the other reading (1.0.0) is the web package version. */
export const APP_VERSION = '2.0.07';

export function SettingsPage() {
  const { t } = useTranslation();
  const { channel, language } = useRemoteServices();
  usePageTitle('settings.title');

  // The shell applies the language everywhere and persists it (CURRENT_LANG); we only ask.
  const choose = (value: (string | number)[]) => {
    const next = value[0] as Language | undefined;
    if (next && next !== language) channel.emit('account:language-requested', { language: next });
  };

  return (
    <div className={styles.page} data-testid="settings-page">
      <List header={t('settings.language')} className={styles.group}>
        <CheckList value={[language]} onChange={choose} data-testid="language-list">
          {LANGUAGES.map((code) => (
            <CheckList.Item key={code} value={code} data-testid={`language-${code}`}>
              <span lang={code === 'vi_VN' ? 'vi' : 'en'}>{t(`settings.languages.${code}`)}</span>
            </CheckList.Item>
          ))}
        </CheckList>
      </List>
      <List header={t('settings.security')} className={styles.group}>
        <List.Item prefix={<Icon name="password" />} onClick={() => navigate('/password')} data-testid="settings-password">
          {t('mine.menu.password')}
        </List.Item>
        <List.Item prefix={<Icon name="pin" />} onClick={() => navigate('/pin/change')} data-testid="settings-pin">
          {t('mine.menu.pin')}
        </List.Item>
        <List.Item prefix={<Icon name="pin" />} onClick={() => navigate('/biometric')} data-testid="settings-biometric">
          {t('biometric.title')}
        </List.Item>
      </List>
      <List header={t('settings.about')} className={styles.group}>
        <List.Item extra={<span data-testid="app-version">{APP_VERSION}</span>}>{t('settings.version')}</List.Item>
      </List>
    </div>
  );
}
