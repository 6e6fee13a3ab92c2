import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sencare/shared/format';
import { useRemoteServices } from '@sencare/shared/ui';
import { sendAssignment, type AssignmentBody } from '../../api/backoffice';
import { claimKeys } from '../../api/claims';
import type { InsurerClaimDetail } from '../../api/types';
import { TextAreaField } from '../../components/Field';
import { FormError } from '../../components/FormError';
import styles from '../../components/ui.module.css';

/**
 * Who works this claim (docs/portals.md "Back office"): take it, release it, or take it over from
 * another assessor with a reason (the API refuses a decision by anyone else meanwhile).
 */
export function AssignmentBar({ claim }: { claim: Pick<InsurerClaimDetail, 'id' | 'assignee'> }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (body: AssignmentBody) => sendAssignment(http, claim.id, body),
    onSuccess: () => {
      setReason('');
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    },
  });
  const assignee = claim.assignee;
  const other = assignee !== null && !assignee.mine;
  const takeOver = () => {
    if (!reason.trim()) return setReasonError(t('validation.required', { ns: 'common' }));
    setReasonError(undefined);
    send.mutate({ action: 'take', reason: reason.trim() });
  };
  return (
    <section className={styles.card} aria-labelledby="claim-assignment" data-testid="assignment-bar">
      <h2 id="claim-assignment" className={styles.cardTitle}>{t('backoffice.assignment')}</h2>
      <p role="status" data-testid="assignment-status">
        {assignee === null ? t('backoffice.nobody') : assignee.mine ? t('backoffice.mine', { since: formatDateTime(assignee.since) }) : t('backoffice.other', { name: assignee.name, since: formatDateTime(assignee.since) })}
      </p>
      <FormError error={send.error} testId="assignment-error" />
      {assignee === null ? (
        <button type="button" className={styles.primary} disabled={send.isPending} onClick={() => send.mutate({ action: 'take' })} data-testid="assignment-take">{t('backoffice.take')}</button>
      ) : null}
      {assignee?.mine ? (
        <button type="button" className={styles.secondary} disabled={send.isPending} onClick={() => send.mutate({ action: 'release' })} data-testid="assignment-release">{t('backoffice.release')}</button>
      ) : null}
      {other ? (
        <>
          <TextAreaField label={t('backoffice.takeOverReason')} value={reason} onChange={setReason} maxLength={500} error={reasonError} testId="assignment-reason" />
          <button type="button" className={styles.secondary} disabled={send.isPending} onClick={takeOver} data-testid="assignment-take-over">{t('backoffice.takeOver')}</button>
        </>
      ) : null}
    </section>
  );
}
