import { useTranslation } from 'react-i18next';
import { formatNumber } from '@sencare/shared/format';
import styles from './home.module.css';

/** A figure the home page loads: not there yet, there, or failed (then say so and offer a retry). */
export type Loaded<T> = { state: 'loading' } | { state: 'ok'; value: T } | { state: 'failed' };

interface CardProps<T> {
  label: string;
  href: string;
  testId: string;
  data: Loaded<T>;
  show: (value: T) => { text: string; className?: string };
  onRetry: () => void;
  small?: boolean;
}

/**
 * With the API down the home page used to say "Cashless: Not activated" to
 * someone who has it. A failed load is shown as unknown with a retry, never as a fact.
 * The retry is a button beside the link, not inside it (no nested interactive elements).
 */
function SummaryCard<T>({ label, href, testId, data, show, onRetry, small }: CardProps<T>) {
  const { t } = useTranslation();
  const valueClass = small ? styles.cardValueSmall : styles.cardValue;
  if (data.state === 'failed') {
    return (
      <div className={styles.card} data-testid={testId} data-state="failed">
        <div className={styles.cardLabel}>{label}</div>
        <div className={`${styles.cardValueSmall} ${styles.off}`}>{t('home.unknown')}</div>
        <button type="button" className={styles.retry} onClick={onRetry} aria-label={t('home.retryLabel', { what: label })} data-testid={`${testId}-retry`}>
          {t('home.retry')}
        </button>
      </div>
    );
  }
  const shown = data.state === 'ok' ? show(data.value) : { text: '–' };
  return (
    <a className={styles.card} href={href} data-testid={testId} data-state={data.state} aria-busy={data.state === 'loading'}>
      <div className={styles.cardLabel}>{label}</div>
      <div className={`${valueClass} ${shown.className ?? ''}`}>{shown.text}</div>
    </a>
  );
}

export function HomeSummary({ inProgress, cashlessActive, onRetry }: { inProgress: Loaded<number>; cashlessActive: Loaded<boolean>; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      <SummaryCard label={t('home.claimsInProgress')} href="#/claims?tab=in_progress" testId="home-claims-in-progress" data={inProgress} show={(n) => ({ text: formatNumber(n) })} onRetry={onRetry} />
      <SummaryCard
        label={t('home.cashless')}
        href="#/cashless"
        testId="home-cashless"
        data={cashlessActive}
        show={(active) => (active ? { text: t('home.cashlessActive'), className: styles.on } : { text: t('home.cashlessInactive'), className: styles.off })}
        onRetry={onRetry}
        small
      />
    </div>
  );
}
