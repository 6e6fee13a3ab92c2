import type { ReactNode } from 'react';
import type { BrokerProfile } from '@sencare/shared/contracts';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@sencare/shared/kit';
import { PageLink } from './PageLink';
import styles from './page';
import { useBrokerProfile } from './useBrokerProfile';

/**
 * A form only a company-level user may send (shared/src/contracts/broker.ts: an agent's writes are
 * 403): shown once GET /broker/me says `canManage`; an agent who follows a link here is told who
 * manages it instead of meeting a form the API would refuse.
 */
export function ManagersOnly({ testId, back, children }: { testId: string; back: string; children: (profile: BrokerProfile) => ReactNode }) {
  const { t } = useTranslation();
  const profile = useBrokerProfile();
  return (
    <QueryView query={profile} testId={`${testId}-profile`}>
      {(p) =>
        p.canManage ? (
          children(p)
        ) : (
          <div className={`${styles.page} ${styles.narrow}`} data-testid={`${testId}-read-only`}>
            <section className={styles.section}>
              <p className={styles.hint}>{t('me.readOnly')}</p>
            </section>
            <PageLink path={back}>{t('nav.back')}</PageLink>
          </div>
        )
      }
    </QueryView>
  );
}
