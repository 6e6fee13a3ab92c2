import { List } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '@sencare/shared/contracts';
import { lastFour, maskAccountNumber } from './maskAccount';

/** Who is paid and where: claimant, relationship, bank, branch, account (masked). */
export function PayeeList({ payee }: { payee: ClaimDetail['payee'] }) {
  const { t } = useTranslation();
  const last = lastFour(payee.accountNumber);
  const bank = [payee.bankName ?? payee.bankCode, payee.branch].filter(Boolean).join(' · ');
  return (
    <List header={t('detail.payee')} data-testid="claim-payee">
      <List.Item extra={payee.claimant ?? '—'}>{t('wizard.claimant')}</List.Item>
      <List.Item extra={payee.relationship ? t(`relationship.${payee.relationship}`, { defaultValue: payee.relationship }) : '—'}>{t('wizard.relationship')}</List.Item>
      <List.Item extra={bank || '—'}>{t('wizard.bank')}</List.Item>
      <List.Item extra={payee.accountName ?? '—'}>{t('wizard.accountName')}</List.Item>
      <List.Item extra={<span data-testid="claim-payee-account" aria-label={last ? t('detail.accountMasked', { last }) : undefined}>{maskAccountNumber(payee.accountNumber) || '—'}</span>}>
        {t('wizard.accountNumber')}
      </List.Item>
    </List>
  );
}
