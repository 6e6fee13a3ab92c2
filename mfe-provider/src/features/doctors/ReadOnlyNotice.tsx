import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import styles from '../../components/page';

/** What staff who are not the hospital's provider admin are told on a form they may not use. */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.notice} style={{ margin: 16 }} role="status" data-testid="doctors-read-only">{t('doctors.readOnly')}</p>
      <BackLink path="/provider/doctors">{t('doctors.toList')}</BackLink>
    </div>
  );
}
