import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sencare/shared/channel';
import { LANGUAGES } from '@sencare/shared/i18n';
import { LogoutDialog } from '@sencare/shared/kit';
import { buildHash } from '@sencare/shared/routing';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { fetchProfile, profileKey } from '../../api/profile';
import { Facts } from '../../components/Facts';
import styles from '../../components/ui.module.css';

/** Me (#/insurer/me): who is signed in, the language, log out. */
export function MePage() {
  const { t } = useTranslation();
  const { http, channel, language } = useRemoteServices();
  usePageTitle('me.title');
  const languageId = useId();
  const [askingLogout, setAskingLogout] = useState(false);
  // The session knows the user at once; getuserinfo refreshes it behind.
  const profile = useQuery({ queryKey: profileKey, queryFn: () => fetchProfile(http) });
  const user = profile.data ?? channel.getState().user;

  const choose = (next: Language) => {
    // The shell applies the language everywhere and keeps it (as for the customer's settings).
    if (next !== language) channel.emit('account:language-requested', { language: next });
  };

  return (
    <div className={styles.page} data-testid="me-page">
      <div className={styles.column}>
        <h1 className={styles.heading}>{t('me.title')}</h1>
        <section className={styles.card} aria-labelledby="me-who">
          <h2 id="me-who" className={styles.cardTitle} data-testid="me-name">
            {user?.fullName ?? (profile.isError ? t('me.unknown') : t('loading', { ns: 'common' }))}
          </h2>
          {user ? (
            <Facts
              facts={[
                [t('me.role'), t(`me.roles.${user.role}`, { defaultValue: user.role }), 'me-role'],
                [t('me.account'), user.account, 'me-account'],
                [t('me.email'), user.email],
                [t('me.phone'), user.phone],
              ]}
            />
          ) : null}
        </section>
        <section className={styles.card}>
          <h2 id={languageId} className={styles.cardTitle}>
            {t('me.language')}
          </h2>
          <div role="radiogroup" aria-labelledby={languageId} data-testid="me-language">
            {LANGUAGES.map((code) => (
              <label key={code} className={styles.row} style={{ minHeight: 44 }} data-testid={`language-${code}`}>
                <input type="radio" name={`${languageId}-language`} value={code} checked={code === language} onChange={() => choose(code)} style={{ width: 22, height: 22 }} />
                <span lang={code === 'vi_VN' ? 'vi' : 'en'}>{t(`me.languages.${code}`)}</span>
              </label>
            ))}
          </div>
        </section>
        <section className={styles.card} aria-labelledby="me-compliance">
          <h2 id="me-compliance" className={styles.cardTitle}>
            <a href={buildHash('/insurer/access-log')} data-testid="me-access-log">
              {t('accessLog.open')}
            </a>
          </h2>
          <p className={styles.hint}>{t('accessLog.openHint')}</p>
        </section>
        <section className={styles.card} aria-labelledby="me-work">
          <h2 id="me-work" className={styles.cardTitle}>{t('me.work')}</h2>
          <a className={styles.itemLink} href={buildHash('/insurer/data-requests')} data-testid="me-data-requests">
            {t('dataRequests.title')}
          </a>
        </section>
        <button type="button" className={styles.danger} style={{ width: '100%' }} onClick={() => setAskingLogout(true)} data-testid="me-logout">
          {t('me.logout')}
        </button>
      </div>
      <LogoutDialog visible={askingLogout} onClose={() => setAskingLogout(false)} />
    </div>
  );
}
