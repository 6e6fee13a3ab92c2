import { useId, useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { LogoutDialog } from '@sencare/shared/kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sencare/shared/channel';
import { buildHash } from '@sencare/shared/routing';
import { LANGUAGES } from '@sencare/shared/i18n';
import { ErrorView, usePageTitle, useRemoteServices, useSessionState } from '@sencare/shared/ui';
import { fetchProfile, providerKeys } from '../../api/provider';
import styles from '../../components/page';

/**
 * #/provider/me — who is signed in and for which hospital, the hospital's doctors (docs/portals.md
 * "Doctors": every staff member reads them, the provider admin manages them), the language, log out. The language is
 * asked of the shell (it applies and keeps it, and our i18n follows the session's language);
 * log out is the shell's too, after our event (docs/portals.md "Remotes").
 */
export function MePage() {
  const { t } = useTranslation();
  usePageTitle('title.me');
  const { http, channel } = useRemoteServices();
  const language = useSessionState(channel, (s) => s.language);
  const sessionUser = channel.getState().user;
  const profile = useQuery({ queryKey: providerKeys.profile, queryFn: () => fetchProfile(http) });
  const [askingLogout, setAskingLogout] = useState(false);
  const name = profile.data?.fullName ?? sessionUser?.fullName ?? '';
  const account = profile.data?.account ?? sessionUser?.account ?? '';

  return (
    <div className={styles.page} data-testid="provider-me">
      <section className={styles.section} aria-busy={profile.isPending}>
        <dl className={styles.rows}>
          <dt>{t('me.signedIn')}</dt>
          <dd data-testid="me-name">{name}</dd>
          <dt>{t('me.account')}</dt>
          <dd data-testid="me-account">{account}</dd>
          <dt>{t('me.provider')}</dt>
          <dd data-testid="me-provider">{profile.data?.providerName ?? (profile.isPending ? '…' : '')}</dd>
        </dl>
      </section>
      {profile.isError ? <ErrorView onRetry={() => void profile.refetch()} testId="me-error" /> : null}
      <section className={styles.section}>
        <a href={buildHash('/provider/doctors')} style={{ display: 'flex', alignItems: 'center', minHeight: 44, color: '#15803d', fontWeight: 600 }} data-testid="me-doctors">{t('me.doctors')}</a>
      </section>
      <LanguagePicker language={language} onChoose={(next) => channel.emit('account:language-requested', { language: next })} />
      <div className={styles.actions}>
        <Button block color="danger" fill="outline" onClick={() => setAskingLogout(true)} data-testid="me-logout">
          {t('me.logout')}
        </Button>
      </div>
      <LogoutDialog visible={askingLogout} onClose={() => setAskingLogout(false)} />
    </div>
  );
}

/** Native radios: arrow keys move and choose, and a screen reader knows the group (like mfe-account's settings). */
function LanguagePicker({ language, onChoose }: { language: Language; onChoose: (language: Language) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle} id={id}>{t('me.language')}</h2>
      <div role="radiogroup" aria-labelledby={id} data-testid="me-language">
        {LANGUAGES.map((code) => (
          <label key={code} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', minHeight: 44 }} data-testid={`me-language-${code}`}>
            <span lang={code === 'vi_VN' ? 'vi' : 'en'}>{t(`me.languages.${code}`)}</span>
            <input type="radio" name={`${id}-language`} style={{ width: 24, height: 24 }} value={code} checked={code === language} onChange={() => onChoose(code)} />
          </label>
        ))}
      </div>
    </section>
  );
}
