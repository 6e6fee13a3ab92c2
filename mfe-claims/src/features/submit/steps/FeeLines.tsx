import { Button, Input } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@sencare/shared/format';
import { FEE_TYPES, LIMITS, remainingToAllocate } from '@sencare/shared/rules';
import { changeFeeLine, differingSuggestion } from '../feeLines';
import { num, type FeeLineDraft } from '../wizardModel';
import { AmountInput } from './AmountInput';
import { useFieldMessage } from './inputs';
import type { StepProps } from './stepProps';
import styles from '../SubmitPage.module.css';
import { Field, RadioChips } from '@sencare/shared/ui';

type NumberField = 'quantity' | 'unitPrice' | 'amount' | 'deductible';

/** The event's fee lines, and how much of the request amount they leave to allocate. */
export function FeeLines({ values, errors, set }: StepProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const lines: FeeLineDraft[] = values.feeItems ?? [];
  const change = (i: number, field: keyof FeeLineDraft, value: FeeLineDraft[keyof FeeLineDraft]) => set('feeItems', lines.map((x, j) => (j === i ? changeFeeLine(x, field, value) : x)));
  // Money is grouped as it is typed (AmountInput); the quantity is a plain count.
  const numberInput = (i: number, line: FeeLineDraft, field: NumberField, label: string) => (
    <Field label={t(label)} error={message(errors[`feeItems.${i}.${field}`])} testId={`fee-${field}`}>
      {field === 'quantity' ? (
        <Input className={styles.input} type="number" inputMode="numeric" aria-label={t(label)} value={line[field] === undefined ? '' : String(line[field])} onChange={(x) => change(i, field, num(x))} />
      ) : (
        <AmountInput label={t(label)} invalid={!!errors[`feeItems.${i}.${field}`]} value={line[field]} onChange={(x) => change(i, field, x)} />
      )}
    </Field>
  );
  return (
    <>
      <div className={styles.label}>{t('wizard.feeItems')}</div>
      {lines.map((line, i) => {
        const suggestion = differingSuggestion(line);
        return (
          <div className={styles.fee} key={i} data-testid="fee-item">
            <Field label={t('wizard.feeName')} error={message(errors[`feeItems.${i}.name`])}>
              <Input className={styles.input} aria-label={t('wizard.feeName')} value={line.name ?? ''} onChange={(x) => change(i, 'name', x)} maxLength={LIMITS.textMaxLength} />
            </Field>
            <Field label={t('wizard.feeType')} error={message(errors[`feeItems.${i}.type`])}>
              <RadioChips name={t('wizard.feeType')} columns={3} value={line.type} onChange={(x) => change(i, 'type', x)} options={FEE_TYPES.map((x) => ({ label: t(`feeType.${x}`), value: x }))} />
            </Field>
            <div className={styles.row2}>
              {numberInput(i, line, 'quantity', 'wizard.quantity')}
              {numberInput(i, line, 'unitPrice', 'wizard.unitPrice')}
              {numberInput(i, line, 'amount', 'wizard.amount')}
              {numberInput(i, line, 'deductible', 'wizard.deductible')}
            </div>
            {suggestion !== undefined ? (
              <div className={styles.hint} data-testid="fee-suggestion">
                {t('wizard.suggestedAmount', { amount: formatVnd(suggestion) })}{' '}
                <Button size="mini" fill="none" color="primary" onClick={() => change(i, 'amount', suggestion)}>{t('wizard.useSuggested')}</Button>
              </div>
            ) : null}
            {lines.length > 1 ? <Button size="mini" fill="none" color="danger" onClick={() => set('feeItems', lines.filter((_, j) => j !== i))}>{t('wizard.removeFee')}</Button> : null}
          </div>
        );
      })}
      <Button fill="outline" onClick={() => set('feeItems', [...lines, { name: '', quantity: 1 }])} data-testid="fee-add">{t('wizard.addFee')}</Button>
      <Remaining requestAmount={values.requestAmount} lines={lines} />
      {errors.feeItems ? <div className={styles.error} role="alert">{t(errors.feeItems, { ns: 'common' })}</div> : null}
    </>
  );
}

/** "All allocated" only when there is a request amount and the lines add up to it. */
function Remaining({ requestAmount, lines }: { requestAmount?: number; lines: FeeLineDraft[] }) {
  const { t } = useTranslation();
  const remaining = remainingToAllocate(requestAmount, lines);
  const entered = requestAmount !== undefined && requestAmount > 0;
  const text = !entered ? t('wizard.enterRequestAmount')
    : remaining === 0 ? t('wizard.allocated')
      : remaining > 0 ? t('wizard.remaining', { amount: formatVnd(remaining) })
        : t('wizard.overAllocated', { amount: formatVnd(-remaining) });
  return (
    <div className={`${styles.remaining} ${entered && remaining === 0 ? styles.remainingOk : ''}`} data-testid="fee-remaining" data-state={!entered ? 'empty' : remaining === 0 ? 'allocated' : 'open'} aria-live="polite">
      {text}
    </div>
  );
}
