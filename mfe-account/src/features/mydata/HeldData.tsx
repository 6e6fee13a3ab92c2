import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import type { MyDataOverview } from '../../api/mydata';
import { sectionLabel } from './labels';
import styles from './MyData.module.css';

/** What is held: the profile as stored and how many records of each kind (docs/privacy.md "My data"). */
export function HeldData({ overview }: { overview: MyDataOverview }) {
  const { t } = useTranslation();
  const p = overview.profile;
  const rows: Array<[string, string]> = [
    [t('mydata.profile.fullName'), p.fullName],
    [t('mydata.profile.email'), p.email],
    [t('mydata.profile.phone'), p.phone],
    [t('mydata.profile.idNumber'), p.idNumber],
    [t('mydata.profile.dateOfBirth'), p.dateOfBirth ? formatDate(p.dateOfBirth) : t('mine.notProvided')],
    [t('mydata.profile.since'), formatDate(p.createdAt)],
  ];
  return (
    <section className={styles.card} aria-labelledby="mydata-held" data-testid="mydata-held">
      <h2 id="mydata-held" className={styles.heading}>{t('mydata.held.title')}</h2>
      <p className={styles.text}>{t('mydata.held.intro')}</p>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subheading}>{t('mydata.held.records')}</h3>
      <dl className={styles.facts} data-testid="mydata-counts">
        {overview.sections.map((s) => (
          <div key={s.key} className={styles.pair}>
            <dt>{sectionLabel(t, s.key)}</dt>
            <dd data-testid={`mydata-count-${s.key}`}>{s.count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
