import { useTranslation } from 'react-i18next';
import { ecardStatuses, type EcardStatus } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { SectionTabs, usePageTitle } from '@sencare/shared/ui';
import { EcardList } from './EcardList';
import styles from './EcardsPage.module.css';

const isStatus = (value: string | undefined): value is EcardStatus => ecardStatuses.includes(value as EcardStatus);

/** docs/requirements.md §2 "insurance e-card" with its two tabs; the tab lives in the URL (?tab=) so back and deep links keep it. */
export function EcardsPage({ tab }: { tab?: string }) {
  const { t } = useTranslation();
  usePageTitle('title.ecards');
  const active: EcardStatus = isStatus(tab) ? tab : 'effective';
  return (
    <div className={styles.page} data-testid="ecards-page">
      <SectionTabs
        label={t('title.ecards')}
        active={active}
        onChange={(key) => navigate('/ecards', { tab: key }, { replace: true })}
        tabs={ecardStatuses.map((status) => ({ key: status, title: <span data-testid={`ecards-tab-${status}`}>{t(`ecards.tabs.${status}`)}</span> }))}
      >
        <EcardList key={active} status={active} />
      </SectionTabs>
    </div>
  );
}
