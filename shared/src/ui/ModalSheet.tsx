import type { CSSProperties, ReactNode } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from './useModalFocus';
import styles from './ModalSheet.module.css';

/**
 * antd-mobile's bottom Popup as a named modal dialog (useModalFocus.ts): its body has no role and
 * its close icon is an anchor without href that the keyboard never reaches, so the sheet carries
 * its own role, name and a real Close button.
 */
export function ModalSheet({ visible, label, onClose, bodyStyle, testId, children }: { visible: boolean; label: string; onClose: () => void; bodyStyle?: CSSProperties; testId?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const dialog = useModalFocus(null, onClose, visible);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={bodyStyle}>
      <div ref={dialog} role="dialog" aria-label={label} data-testid={testId}>
        <div className={styles.bar}>
          <button type="button" className={styles.close} onClick={onClose} data-testid={testId ? `${testId}-close` : undefined}>
            {t('close')}
          </button>
        </div>
        {children}
      </div>
    </Popup>
  );
}
