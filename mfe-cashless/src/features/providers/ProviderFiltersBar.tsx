import { useEffect, useMemo, useState } from 'react';
import { ConfigProvider, SearchBar, Switch, enUS, viVN } from '@sencare/shared/antd';
import { RadioChips, useRemoteServices } from '@sencare/shared/ui';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sencare/shared/rules';
import type { ProviderCity } from '@sencare/shared/contracts';
import type { ProviderFilters } from './useProviderFilters';
import styles from './providers.module.css';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  filters: ProviderFilters;
  cities: ProviderCity[] | undefined;
  onChange(change: Partial<ProviderFilters>): void;
}

export function ProviderFiltersBar({ filters, cities, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.q);

  // Typing is kept locally and sent after a pause, so each key press does not become a request.
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  useEffect(() => {
    // A new hash (back button, shared link) wins over what was typed.
    setText((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);

  const label = t('filters.searchPlaceholder');
  const searchLocale = useSearchLocale(label);
  const options = [{ label: t('filters.allCities'), value: '' }, ...(cities ?? []).map((c) => ({ label: c.city, value: c.city }))];

  return (
    <div className={styles.filters}>
      <div className={styles.searchRow}>
        {/* antd-mobile's own clear is a 14 px div a keyboard cannot reach: ours is a real button, 44 px. */}
        <ConfigProvider locale={searchLocale}>
          <SearchBar
            className={styles.search}
            placeholder={label}
            value={text}
            maxLength={LIMITS.textMaxLength}
            clearable={false}
            onChange={setText}
            onSearch={(value) => onChange({ q: value.trim() })}
            data-testid="provider-search"
          />
        </ConfigProvider>
        {text ? (
          <button type="button" className={styles.clearSearch} aria-label={t('filters.clear')} data-testid="provider-search-clear" onClick={() => { setText(''); onChange({ q: '' }); }}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {/* Two columns with wrapping labels: "TP. Hồ Chí Minh" is read whole on a 390 px phone. */}
      <div className={styles.cityRow} data-testid="provider-city-filter">
        <RadioChips name={t('providers.city')} columns={2} options={options} value={filters.city} onChange={(city) => onChange({ city })} />
      </div>
      <label className={styles.switchRow}>
        <span>{t('filters.cashlessOnly')}</span>
        <Switch checked={filters.cashlessOnly} onChange={(checked) => onChange({ cashlessOnly: checked })} data-testid="provider-cashless-switch" aria-label={t('filters.cashlessOnly')} />
      </label>
    </div>
  );
}

/**
 * antd-mobile's SearchBar names its input with its locale's SearchBar.name ("Search Bar",
 * "Khung tìm kiếm") and gives an aria-label passed to it to its outer div (where a div may not
 * carry one): the locale of the session's language, with the page's own label as that name, is
 * how the input gets this page's name.
 */
function useSearchLocale(label: string) {
  const { language } = useRemoteServices();
  return useMemo(() => {
    const base = language === 'vi_VN' ? viVN : enUS;
    return { ...base, SearchBar: { ...base.SearchBar, name: label } };
  }, [language, label]);
}
