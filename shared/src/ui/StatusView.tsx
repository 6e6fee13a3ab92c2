import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KERNEL_TIMING as LIMITS } from '../http/timing';
import { useOnline } from './useOnline';

/** Plain React (no antd-mobile): shared/ is one copy on the page and must not pin a UI kit. */
const box: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: '48px 24px',
  textAlign: 'center',
  color: '#4b5563',
  fontSize: '0.9375rem',
  minHeight: 240,
};
const button: CSSProperties = {
  marginTop: 8,
  minHeight: 44,
  padding: '0 24px',
  border: 'none',
  borderRadius: 22,
  background: '#15803d',
  color: '#fff',
  fontSize: '0.9375rem',
  cursor: 'pointer',
};

export interface ErrorViewProps {
  /** i18n key in `common` for the headline. */
  messageKey?: string;
  onRetry?: () => void;
  testId?: string;
}

/** docs/requirements.md §4: a page that fails to load shows an error view; a click reloads it. */
export function ErrorView({ messageKey, onRetry, testId = 'error-view' }: ErrorViewProps) {
  const { t } = useTranslation('common');
  // With no signal a page that failed to load was never saved on this phone: say that, not "could not be loaded".
  const online = useOnline();
  messageKey ??= online ? 'error.loadFailed' : 'offline.nothingSaved';
  return (
    <div role="alert" style={box} data-testid={testId} onClick={onRetry}>
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="#9ca3af" strokeWidth="1.5" />
        <path d="M12 7v6M12 16.5v.5" stroke="#9ca3af" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <div style={{ fontSize: '1rem', color: '#111827' }}>{t(messageKey)}</div>
      {onRetry ? (
        <button type="button" style={button} onClick={(e) => { e.stopPropagation(); onRetry(); }}>
          {t('error.tapToReload')}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyView({ children, testId = 'empty-view' }: { children?: ReactNode; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <div style={box} data-testid={testId}>
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true">
        <rect x="4" y="6" width="16" height="13" rx="2" fill="none" stroke="#d1d5db" strokeWidth="1.5" />
        <path d="M4 10h16" stroke="#d1d5db" strokeWidth="1.5" />
      </svg>
      <div>{children ?? t('empty')}</div>
    </div>
  );
}

/** Shown only after the spec's 200 ms page-load delay, so fast answers never flash a spinner. */
export function LoadingView({ delayMs = LIMITS.loadingDelayMs }: { delayMs?: number }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return <div style={{ minHeight: 240 }} aria-busy="true" />;
  return (
    <div style={box} aria-busy="true" data-testid="loading-view">
      <span className="sc-spinner" aria-hidden="true" />
      <div>{t('loading')}</div>
    </div>
  );
}
