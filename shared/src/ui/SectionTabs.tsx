import { useId, type ReactNode } from 'react';
import { TAB_ARROWS, useRovingFocus } from './rovingFocus';
import styles from './SectionTabs.module.css';

export type SectionTab<K extends string> = { key: K; title: ReactNode };

/**
 * Tabs in the WAI-ARIA tabs pattern: antd-mobile's Tabs draws its inactive tabs
 * as divs the keyboard never reaches. One Tab stop (the active tab); Left/Right/Home/End move and
 * activate; children, when given, become the panel named by its tab.
 */
export function SectionTabs<K extends string>({ tabs, active, onChange, label, children }: { tabs: readonly SectionTab<K>[]; active: K; onChange: (key: K) => void; label: string; children?: ReactNode }) {
  const id = useId();
  const hasPanel = children !== undefined;
  const activeIndex = Math.max(0, tabs.findIndex((tab) => tab.key === active));
  const { onKeyDown, itemRef } = useRovingFocus(tabs.length, TAB_ARROWS, (index) => onChange(tabs[index].key));

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={itemRef(index)}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === activeIndex}
            aria-controls={hasPanel ? `${id}-panel` : undefined}
            tabIndex={index === activeIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {hasPanel ? (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tabs[activeIndex]?.key}`}>
          {children}
        </div>
      ) : null}
    </>
  );
}
