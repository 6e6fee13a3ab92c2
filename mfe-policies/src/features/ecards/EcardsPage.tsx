import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ecardStatuses, type EcardStatus } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { usePageTitle } from '@sencare/shared/ui';
import { EcardList } from './EcardList';
import styles from './EcardsPage.module.css';

const isStatus = (value: string | undefined): value is EcardStatus => ecardStatuses.includes(value as EcardStatus);

/** Spec §2 "insurance e-card" with its two tabs; the tab lives in the URL (?tab=) so back and deep links keep it. */
export function EcardsPage({ tab }: { tab?: string }) {
  const { t } = useTranslation();
  usePageTitle('title.ecards');
  const active: EcardStatus = isStatus(tab) ? tab : 'effective';
  return (
    <div className={styles.page} data-testid="ecards-page">
      <Tabs activeKey={active} onChange={(key) => navigate('/ecards', { tab: key }, { replace: true })} className={styles.tabs}>
        {ecardStatuses.map((status) => (
          <Tabs.Tab key={status} title={<span data-testid={`ecards-tab-${status}`}>{t(`ecards.tabs.${status}`)}</span>} />
        ))}
      </Tabs>
      <EcardList key={active} status={active} />
    </div>
  );
}
