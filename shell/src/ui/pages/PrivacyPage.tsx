import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import type { HttpClient } from '@sencare/shared/http';
import { ErrorView, LoadingView } from '@sencare/shared/ui';
import type { Language } from '@sencare/shared/channel';
import { pickLanguage } from '@sencare/shared/i18n';
import type { PrivacyPolicy } from '@sencare/shared/contracts';
import styles from './forms.module.css';

/** The policy's version is the day it took effect (api modules/privacy/policy.ts): shown dd-mm-yyyy like every date. */
const versionText = (version: string) => (/^\d{4}-\d{2}-\d{2}$/.test(version) ? formatDate(version) : version);

export function PrivacyPage({ http, language }: { http: HttpClient; language: Language }) {
  const { t } = useTranslation();
  const [policy, setPolicy] = useState<PrivacyPolicy | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setFailed(false);
    http.get<PrivacyPolicy>('/privacy-policy', undefined, { silent: true }).then(setPolicy, () => setFailed(true));
  }, [http, attempt]);
  if (failed) return <ErrorView onRetry={() => setAttempt((a) => a + 1)} />;
  if (!policy) return <LoadingView />;
  return (
    <article className={styles.page} data-testid="privacy-page">
      <h2 className={styles.heroTitle}>{pickLanguage(policy.title, language)}</h2>
      <p className={styles.heroSub}>{t('privacy.version', { version: versionText(policy.version) })}</p>
      <div className={styles.policyText}>{pickLanguage(policy.body, language)}</div>
    </article>
  );
}
