import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@sencare/shared/kit';
import { useRemoteServices } from '@sencare/shared/ui';
import { ModalSheet } from '@sencare/shared/antd';
import { cashlessKeys, getProvider } from '../../api/cashless';
import { DistanceText, SpecialtyList } from './ProviderCard';
import type { LatLng } from './ProviderMap';
import styles from './providers.module.css';

/** GET /api/providers/:id in a bottom sheet; the id is in the hash (?id=) so back closes it. */
export function ProviderDetailSheet({ id, origin, onClose }: { id: number | null; origin: LatLng; onClose(): void }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const query = useQuery({
    queryKey: [...cashlessKeys.provider(id ?? 0), origin.lat, origin.lng],
    queryFn: () => getProvider(http, id as number, origin),
    enabled: id !== null,
  });
  return (
    <ModalSheet visible={id !== null} label={query.data?.name ?? t('providers.detailTitle')} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, minHeight: '40vh' }}>
      <div className={styles.sheet} data-testid="provider-detail">
        {id !== null ? (
          <QueryView query={query} testId="provider-detail" errorKey={() => 'error.loadFailed'}>
            {(provider) => (
              <>
                <h2 className={styles.sheetTitle}>{provider.name}</h2>
                {provider.cashless ? <span className={styles.cashlessTag}>{t('providers.cashlessTag')}</span> : <span className={styles.plainTag}>{t('providers.noCashlessTag')}</span>}
                <dl className={styles.facts}>
                  <dt>{t('providers.address')}</dt>
                  <dd>
                    {provider.address} <DistanceText km={provider.distanceKm} />
                  </dd>
                  <dt>{t('providers.city')}</dt>
                  <dd>{provider.city}</dd>
                  <dt>{t('providers.specialties')}</dt>
                  <dd>
                    <SpecialtyList codes={provider.specialties} />
                  </dd>
                  <dt>{t('providers.phone')}</dt>
                  <dd>
                    <a href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} data-testid="provider-call">
                      {provider.phone}
                    </a>
                  </dd>
                </dl>
                <div className={styles.sheetActions}>
                  <a className={styles.primaryLink} href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`}>
                    {t('providers.call')}
                  </a>
                  <a
                    className={styles.secondaryLink}
                    href={`https://www.openstreetmap.org/directions?to=${provider.lat}%2C${provider.lng}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('providers.directions')}
                  </a>
                </div>
              </>
            )}
          </QueryView>
        ) : null}
      </div>
    </ModalSheet>
  );
}
