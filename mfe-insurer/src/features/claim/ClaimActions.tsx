import { useMemo, useState } from 'react';
import { Toast } from '@sencare/shared/antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@sencare/shared/format';
import { allowedTransitions, type ClaimAction } from '@sencare/shared/rules';
import { RadioChips, showToast, useRemoteServices } from '@sencare/shared/ui';
import { claimKeys, sendClaimAction } from '../../api/claims';
import type { ClaimActionBody, InsurerClaimDetail } from '../../api/types';
import { ConfirmDialog } from '@sencare/shared/kit';
import { FormError } from '../../components/FormError';
import { useConfirmedSend } from '../../components/useConfirmedSend';
import { placeFieldErrors } from '../../components/useServerErrors';
import { noteFieldOf, settleFieldOf, supplementFieldOf } from './claimForms';
import { NoteForm } from './NoteForm';
import { SettleForm } from './SettleForm';
import { SupplementForm } from './SupplementForm';
import styles from '../../components/ui.module.css';

const DANGER: readonly ClaimAction[] = ['deny', 'paymentFailed', 'cancel'];

/**
 * The insurer's moves from the claim's status: exactly what claimStateMachine.ts allows the
 * insurer (narrowed to the API's `actions` when it sends them), each confirmed before it is sent.
 */
export function offeredActions(claim: Pick<InsurerClaimDetail, 'status' | 'actions'>): { action: ClaimAction; noteRequired: boolean }[] {
  return allowedTransitions(claim.status, 'insurer')
    .filter((tr) => !claim.actions || claim.actions.includes(tr.action))
    .map((tr) => ({ action: tr.action, noteRequired: tr.noteRequired }));
}

/** `onChangedMeanwhile(true)`: another assessor moved the claim first (the record is being reloaded); false once a move of this page went through. */
export function ClaimActions({ claim, onChangedMeanwhile }: { claim: InsurerClaimDetail; onChangedMeanwhile: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const offered = offeredActions(claim);
  const [chosen, setChosen] = useState<ClaimAction | undefined>(offered.length === 1 ? offered[0].action : undefined);
  const send = useConfirmedSend({
    send: (body: ClaimActionBody) => sendClaimAction(http, claim.id, body),
    onSent: (answer, body) => {
      showToast(Toast, t('claim.done', { action: t(`claim.action.${body.action}`) }), 'success');
      onChangedMeanwhile(false);
      setChosen(undefined);
      if (answer && typeof answer === 'object' && 'status' in answer) queryClient.setQueryData(claimKeys.detail(claim.id), answer);
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    },
    onChangedMeanwhile: () => {
      onChangedMeanwhile(true);
      setChosen(undefined);
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    },
  });

  // The API's field errors go under the fields of the open form; the box above it says the rest.
  const { error, sent } = send;
  const server = useMemo(() => {
    const fieldOf = chosen === 'requestSupplement' ? (field: string) => supplementFieldOf(field, sent) : chosen === 'settle' ? settleFieldOf : noteFieldOf;
    return placeFieldErrors(error, fieldOf);
  }, [chosen, error, sent]);
  const boxed = Object.keys(server.placed).length === 0 || server.unplaced ? error : null;

  if (offered.length === 0) return <p className={styles.hint} data-testid="claim-no-actions">{t('claim.noActions')}</p>;
  const current = offered.find((o) => o.action === chosen);
  const asking = send.asking;

  return (
    <div data-testid="claim-actions">
      <RadioChips
        name={t('claim.chooseAction')}
        value={chosen}
        options={offered.map(({ action }) => ({ value: action, label: t(`claim.action.${action}`) }))}
        onChange={(action) => setChosen(action)}
        testId="claim-action-choice"
      />
      <div style={{ marginTop: 12 }}>
        <FormError error={boxed} testId="claim-action-error" />
        {current?.action === 'settle' ? (
          <SettleForm key="settle" feeItems={claim.feeItems} onSubmit={send.ask} sending={send.sending} serverErrors={server.placed} />
        ) : current?.action === 'requestSupplement' ? (
          <SupplementForm key="supplement" onSubmit={send.ask} sending={send.sending} serverErrors={server.placed} />
        ) : current ? (
          <NoteForm key={current.action} action={current.action} required={current.noteRequired} onSubmit={send.ask} sending={send.sending} serverErrors={server.placed} />
        ) : null}
      </div>
      <ConfirmDialog
        visible={asking !== null}
        question={asking ? t(`claim.confirm.${asking.action}`, { amount: formatVnd(asking.reimbursementAmount ?? 0), count: asking.requestedItems?.length ?? 0 }) : ''}
        confirmText={asking ? t(`claim.action.${asking.action}`) : ''}
        danger={asking ? DANGER.includes(asking.action) : false}
        onConfirm={send.confirm}
        onClose={send.cancel}
      />
    </div>
  );
}
