import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { EmptyView } from '@sencare/shared/ui';

/**
 * A screen about a claim that cannot be shown (no id in the route, an unknown id, someone else's
 * claim): says why and links to My claims, so the customer is never left on a blank page or a
 * spinner. A real link: focusable, announced, and it works without JavaScript routing.
 */
export function NoClaimView({ testId, children }: { testId: string; children: string }) {
  const { t } = useTranslation();
  const open = (e: MouseEvent) => {
    e.preventDefault();
    navigate('/claims');
  };
  return (
    <EmptyView testId={testId}>
      <div role="status">{children}</div>
      <a href="#/claims" onClick={open} style={{ color: '#15803d', display: 'inline-block', marginTop: 12, padding: 8 }} data-testid="to-my-claims">
        {t('detail.toMyClaims')}
      </a>
    </EmptyView>
  );
}
