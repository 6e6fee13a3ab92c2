import type { TFunction } from 'i18next';
import type { LossRatio } from '@sencare/shared/contracts';
import { formatNumber } from '@sencare/shared/format';

/**
 * A loss ratio as a person reads it: "42.5%" (claims paid or approved over the premium, totals only:
 * docs/privacy.md "Employers see totals"), or "No premium recorded" when the API has none to divide by.
 */
export function lossRatioText(t: TFunction, lossRatio: LossRatio): string {
  return lossRatio.ratio === null ? t('lossRatio.none') : t('lossRatio.value', { ratio: formatNumber(lossRatio.ratio * 100, 1) });
}

/** How far a policy's end is, from the API's `daysToExpiry` (Vietnam's calendar): "Ends in 64 days", "Ends today", "Ended 3 days ago". */
export function expiryText(t: TFunction, daysToExpiry: number): string {
  if (daysToExpiry === 0) return t('expiry.today');
  return daysToExpiry > 0 ? t('expiry.in', { count: daysToExpiry }) : t('expiry.ago', { count: -daysToExpiry });
}
