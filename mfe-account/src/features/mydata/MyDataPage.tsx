import { List } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@sencare/shared/kit';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { RowLink } from '../../components/ListRows';
import { fetchOverview, myDataKeys } from '../../api/mydata';
import { ExportCard } from './ExportCard';
import { HeldData } from './HeldData';
import { RequestList } from './RequestList';
import styles from './MyData.module.css';

/** "My data" from Mine (docs/privacy.md "My data"): what is held, the archive, corrections, closing the account, the requests. */
export function MyDataPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('mydata.title');
  const overview = useQuery({ queryKey: myDataKeys.overview, queryFn: () => fetchOverview(http) });
  return (
    <div className={styles.page} data-testid="mydata-page">
      <QueryView query={overview} testId="mydata">
        {(data) => <HeldData overview={data} />}
      </QueryView>
      <ExportCard />
      <nav className={styles.card} aria-label={t('mydata.actions')}>
        <List>
          <RowLink path="/mydata/correction" testId="mydata-correction-link">
            {t('mydata.correction.title')}
          </RowLink>
          <RowLink path="/mydata/close" testId="mydata-close-link">
            {t('mydata.close.title')}
          </RowLink>
        </List>
      </nav>
      <RequestList />
    </div>
  );
}
