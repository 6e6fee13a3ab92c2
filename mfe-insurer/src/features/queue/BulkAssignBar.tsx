import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BULK_ASSIGN_MAX } from '@sencare/shared/contracts';
import { useRemoteServices } from '@sencare/shared/ui';
import { assessorKeys, fetchAssessors, sendBulkAssign, type BulkAssignResult } from '../../api/backoffice';
import { claimKeys } from '../../api/claims';
import { FormError } from '../../components/FormError';
import styles from '../../components/ui.module.css';

/**
 * The queue's bulk assignment at a desk (docs/portals.md "Back office"): the claims ticked in the
 * table go to one assessor in one request; the answer is one result per claim, so the bar says how
 * many were given, how many the assessor had already, and which were refused and why.
 */
export function BulkAssignBar({ selected, onDone }: { selected: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const selectId = useId();
  const assessors = useQuery({ queryKey: assessorKeys.all, queryFn: () => fetchAssessors(http), staleTime: 5 * 60_000 });
  const [to, setTo] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<BulkAssignResult | null>(null);

  const assign = async () => {
    setFailure(null);
    if (!to) return setMissing(true);
    if (selected.length > BULK_ASSIGN_MAX) return;
    setSending(true);
    try {
      const answer = await sendBulkAssign(http, { claimIds: [...selected], toUserId: Number(to) });
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
      onDone();
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };
  const count = (outcome: string) => result?.results.filter((r) => r.outcome === outcome).length ?? 0;

  return (
    <section className={styles.card} aria-label={t('bulk.title')} data-testid="bulk-assign">
      {selected.length ? (
        <div className={styles.row}>
          <span role="status" data-testid="bulk-assign-count">{t('bulk.selected', { count: selected.length })}</span>
          <label htmlFor={selectId}>{t('bulk.to')}</label>
          <select
            id={selectId}
            className={`${styles.input} ${missing ? styles.invalid : ''}`}
            style={{ width: 'auto' }}
            value={to}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${selectId}-error` : undefined}
            onChange={(event) => {
              setTo(event.target.value);
              setMissing(false);
            }}
            data-testid="bulk-assign-to"
          >
            <option value="">{t('bulk.choose')}</option>
            {(assessors.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>{a.name}</option>
            ))}
          </select>
          <button type="button" className={styles.primary} disabled={sending || selected.length > BULK_ASSIGN_MAX} aria-describedby={selected.length > BULK_ASSIGN_MAX ? `${selectId}-max` : undefined} onClick={() => void assign()} data-testid="bulk-assign-submit">
            {sending ? t('loading', { ns: 'common' }) : t('bulk.assign', { count: selected.length })}
          </button>
          <button type="button" className={styles.secondary} onClick={onDone} data-testid="bulk-assign-clear">{t('bulk.clear')}</button>
          {selected.length > BULK_ASSIGN_MAX ? <p className={styles.fieldError} id={`${selectId}-max`} role="alert" data-testid="bulk-assign-max">{t('bulk.tooMany', { max: BULK_ASSIGN_MAX })}</p> : null}
          {missing ? <p className={styles.fieldError} id={`${selectId}-error`} role="alert">{t('bulk.chooseFirst')}</p> : null}
        </div>
      ) : (
        <p className={styles.hint}>{t('bulk.hint')}</p>
      )}
      <FormError error={failure} testId="bulk-assign-error" />
      {result ? (
        <div role="status" data-testid="bulk-assign-result">
          <p>{t('bulk.result', { done: count('done'), already: count('already'), refused: count('refused') })}</p>
          {count('refused') ? (
            <ul>
              {result.results.filter((r) => r.outcome === 'refused').map((r) => (
                <li key={r.claimNo}>{r.claimNo}: {r.reason ? t(r.reason) : t('bulk.refused')}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
