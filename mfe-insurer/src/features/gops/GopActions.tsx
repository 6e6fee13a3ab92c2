import { useState } from 'react';
import { Toast } from '@sencare/shared/antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@sencare/shared/format';
import { RadioChips, showToast, useRemoteServices } from '@sencare/shared/ui';
import { gopKeys, sendGopAction } from '../../api/gops';
import type { Gop, GopActionBody } from '../../api/types';
import { ConfirmDialog } from '@sencare/shared/kit';
import { FormError } from '../../components/FormError';
import { useConfirmedSend } from '../../components/useConfirmedSend';
import { GopActionForm } from './GopActionForm';
import { insurerGopActions, type InsurerGopAction } from './gopActions';
import styles from '../../components/ui.module.css';

/** The insurer's moves on this GOP (gopActions.ts), each asked once more before it is sent. */
/** `onChangedMeanwhile(true)`: another assessor moved the GOP first (the record is being reloaded); false once a move of this page went through. */
export function GopActions({ gop, onChangedMeanwhile }: { gop: Gop; onChangedMeanwhile: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const offered = insurerGopActions(gop);
  const [chosen, setChosen] = useState<InsurerGopAction | undefined>(offered.length === 1 ? offered[0] : undefined);
  const send = useConfirmedSend({
    send: (body: GopActionBody) => sendGopAction(http, gop.id, body),
    onSent: (answer, body) => {
      showToast(Toast, t('gop.done', { action: t(`gop.action.${body.action}`) }), 'success');
      onChangedMeanwhile(false);
      setChosen(undefined);
      if (answer && typeof answer === 'object' && 'status' in answer) queryClient.setQueryData(gopKeys.detail(gop.id), answer);
      void queryClient.invalidateQueries({ queryKey: gopKeys.all });
    },
    onChangedMeanwhile: () => {
      onChangedMeanwhile(true);
      setChosen(undefined);
      void queryClient.invalidateQueries({ queryKey: gopKeys.all });
    },
  });

  if (offered.length === 0) return <p className={styles.hint} data-testid="gop-no-actions">{t('gop.noActions')}</p>;
  const asking = send.asking;
  const amount = asking?.guaranteedAmount ?? asking?.payableAmount ?? 0;

  return (
    <div data-testid="gop-actions">
      <RadioChips name={t('gop.chooseAction')} value={chosen} options={offered.map((action) => ({ value: action, label: t(`gop.action.${action}`) }))} onChange={setChosen} testId="gop-action-choice" />
      <div style={{ marginTop: 12 }}>
        <FormError error={send.error} testId="gop-action-error" />
        {chosen ? <GopActionForm key={chosen} action={chosen} gop={gop} onSubmit={send.ask} sending={send.sending} /> : null}
      </div>
      <ConfirmDialog
        visible={asking !== null}
        question={asking ? t(`gop.confirm.${asking.action}`, { amount: formatVnd(amount), conclusion: asking.conclusion ? t(`gop.conclusion.${asking.conclusion}`) : '' }) : ''}
        confirmText={asking ? t(`gop.action.${asking.action}`) : ''}
        danger={asking?.action === 'decline'}
        onConfirm={send.confirm}
        onClose={send.cancel}
      />
    </div>
  );
}
