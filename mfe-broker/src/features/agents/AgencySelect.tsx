import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrokerProfile } from '@sencare/shared/contracts';
import { Field } from '@sencare/shared/ui';
import styles from '../../components/page';

/**
 * The agency an agent belongs to, for the invite and the agent forms: the broker's effective
 * agencies (the API refuses an invalid one: validation.broker.agencyNotEffective), plus the one the
 * agent is in now so their row reads true.
 */
export function AgencySelect({ field, agencies, current, error, testId }: { field: UseFormRegisterReturn; agencies: BrokerProfile['agencies']; current?: number; error?: string; testId: string }) {
  const { t } = useTranslation();
  const offered = agencies.filter((a) => a.status === 'effective' || a.id === current);
  return (
    <Field label={t('agents.agency')} error={error} testId={testId}>
      {(ids) => (
        <select {...ids} {...field} className={styles.input}>
          <option value="">{t('agents.pickAgency')}</option>
          {offered.map((a) => <option key={a.id} value={a.id}>{a.code} · {a.name}</option>)}
        </select>
      )}
    </Field>
  );
}
