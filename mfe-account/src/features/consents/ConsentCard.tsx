import { useTranslation } from 'react-i18next';
import type { ConsentView } from '@sencare/shared/contracts';
import type { Language } from '@sencare/shared/channel';
import { formatDateTime } from '@sencare/shared/format';
import { pickLanguage } from '@sencare/shared/i18n';
import styles from './ConsentsPage.module.css';

/**
 * One purpose on Privacy & consents: its state and when, the exact text last answered (in the
 * language it was read: that is what the record holds), and for an optional purpose a switch. A
 * needed purpose says why it has no switch (docs/privacy.md "Consent").
 */
export function ConsentCard({ purpose, language, busy, onSwitch }: { purpose: ConsentView; language: Language; busy: boolean; onSwitch: (on: boolean) => void }) {
  const { t } = useTranslation();
  const id = `consent-${purpose.purpose}`;
  const given = purpose.state === 'given';
  const title = pickLanguage(purpose.current.title, language);
  const when = purpose.answer ? formatDateTime(purpose.answer.at) : '';
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid={`consents-card-${purpose.purpose}`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {purpose.needed ? null : (
          <button type="button" role="switch" aria-checked={given} aria-labelledby={`${id}-title`} aria-describedby={`${id}-state`} className={given ? `${styles.switch} ${styles.switchOn}` : styles.switch} disabled={busy} onClick={() => onSwitch(!given)} data-testid={`consents-switch-${purpose.purpose}`}>
            <span className={styles.knob} aria-hidden="true" />
          </button>
        )}
      </div>
      <p className={styles.kind}>{t(purpose.needed ? 'consents.needed' : 'consents.optional')}</p>
      <p id={`${id}-state`} className={styles.state} data-testid={`consents-state-${purpose.purpose}`}>
        {t(`consents.state.${purpose.state}`, { when })}
      </p>
      {purpose.due && purpose.answer ? <p className={styles.note}>{t('consents.changed')}</p> : null}
      {purpose.needed ? <p className={styles.note}>{t('consents.neededNote')}</p> : null}
      {purpose.answer ? (
        <details className={styles.text}>
          <summary data-testid={`consents-read-${purpose.purpose}`}>{t('consents.readAgreed', { version: purpose.answer.version })}</summary>
          <p lang={purpose.answer.language} data-testid={`consents-text-${purpose.purpose}`}>
            {purpose.answer.text}
          </p>
        </details>
      ) : (
        <details className={styles.text}>
          <summary>{t('consents.readCurrent')}</summary>
          <p>{pickLanguage(purpose.current.text, language)}</p>
        </details>
      )}
    </section>
  );
}
