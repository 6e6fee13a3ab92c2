import { useTranslation } from 'react-i18next';
import { useHashLocation } from '@sencare/shared/routing';
import type { RemoteAppProps } from '@sencare/shared/ui';

export function PoliciesRoutes(_props: RemoteAppProps) {
  const { t } = useTranslation();
  const location = useHashLocation();
  return (
    <section>
      <h1>{t('list.heading')}</h1>
      <p>{location.path}</p>
    </section>
  );
}
