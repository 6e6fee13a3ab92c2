import { CLAIM_STATUSES } from '@sencare/shared/rules';
import { STATUS_COLOR } from './StatusTag';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

// The outlined tag's text is its colour, on a card (#fff) or on the page (#f5f6f8, *.module.css .page).
test.each(CLAIM_STATUSES.map((s) => [s]))('the %s tag reads at 4.5:1 or more on white and on the page grey', (status) => {
  expect(contrast(STATUS_COLOR[status], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrast(STATUS_COLOR[status], '#f5f6f8')).toBeGreaterThanOrEqual(4.5);
});
