import { useState } from 'react';
import { CheckList, SearchBar, ModalSheet } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { Bank } from '@sencare/shared/contracts';
import styles from './SubmitPage.module.css';

/** Vietnam has ~50 banks: a searchable list beats a wheel picker. */
export function BankPicker({ banks, value, onChange }: { banks: Bank[]; value?: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const current = banks.find((b) => b.code === value);
  const needle = q.trim().toLowerCase();
  const shown = banks.filter((b) => !needle || `${b.shortName} ${b.fullName} ${b.code}`.toLowerCase().includes(needle));
  return (
    <>
      <button type="button" className={styles.input} style={{ textAlign: 'left' }} onClick={() => setOpen(true)} data-testid="bank-picker">
        {current ? `${current.shortName} — ${current.fullName}` : t('wizard.select')}
      </button>
      <ModalSheet visible={open} label={t('wizard.bank')} onClose={() => setOpen(false)} bodyStyle={{ height: '70vh', overflow: 'auto' }} testId="bank-sheet">
        <div style={{ padding: 8 }}><SearchBar placeholder={t('wizard.search')} value={q} onChange={setQ} /></div>
        <CheckList value={value ? [value] : []} onChange={(v) => { if (v[0]) onChange(String(v[0])); setOpen(false); }}>
          {shown.map((b) => (
            <CheckList.Item key={b.code} value={b.code} description={b.fullName}>{b.shortName}</CheckList.Item>
          ))}
        </CheckList>
      </ModalSheet>
    </>
  );
}
