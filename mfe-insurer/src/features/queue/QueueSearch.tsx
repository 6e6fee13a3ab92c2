import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import type { QueueFilters } from '../../api/claims';
import styles from '../../components/ui.module.css';

/**
 * The queue's search box and "assigned to me" (docs/portals.md "Back office"): a claim number, an
 * e-card number or the start of the insured person's name, accents optional. Kept in the hash
 * query beside the other filters, so a search survives Back and can be bookmarked.
 */
export function QueueSearch({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(query.q ?? '');
  const [mine, setMine] = useState(query.assigned === 'me');
  const [error, setError] = useState<string | undefined>();
  const apply = (next: Pick<QueueFilters, 'q' | 'assigned'>) => navigate('/insurer', { ...query, q: next.q, assigned: next.assigned }, { replace: true });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q.length === 1) return setError(t('validation.tooShort', { ns: 'common' }));
    setError(undefined);
    apply({ q: q || undefined, assigned: mine ? 'me' : undefined });
  };
  return (
    <form role="search" noValidate onSubmit={submit} className={styles.card} data-testid="queue-search">
      <label htmlFor={`${id}-q`} className={styles.label}>{t('backoffice.search')}</label>
      <input
        id={`${id}-q`}
        type="search"
        className={`${styles.input} ${error ? styles.invalid : ''}`}
        value={text}
        maxLength={80}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        data-testid="queue-search-input"
      />
      <p id={`${id}-hint`} className={styles.hint}>{t('backoffice.searchHint')}</p>
      {error ? <p id={`${id}-error`} role="alert" className={styles.formError} data-testid="queue-search-error">{error}</p> : null}
      <label className={styles.hint}>
        <input type="checkbox" checked={mine} onChange={(event) => setMine(event.target.checked)} data-testid="queue-assigned-me" /> {t('backoffice.assignedToMe')}
      </label>{' '}
      <button type="submit" className={styles.primary} data-testid="queue-search-submit">{t('backoffice.find')}</button>
    </form>
  );
}
