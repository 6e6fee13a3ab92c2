import type { ComponentProps, ReactNode } from 'react';
import Dialog from 'antd-mobile/es/components/dialog';
import { useModalFocus } from './useModalFocus';

type DialogProps = ComponentProps<typeof Dialog>;

/**
 * antd-mobile's Dialog with the dialog keyboard contract (useModalFocus.ts): named by its title,
 * focus moved in and kept there, Escape closes, focus returns to the opener. Every confirm in the
 * remotes uses this one, so none of them can forget a part.
 */
export function ModalDialog({ visible, title, label, content, actions, onClose, testId }: {
  visible: boolean;
  title?: ReactNode;
  /** The accessible name when there is no text title (e.g. the dialog's question). */
  label: string;
  content: ReactNode;
  actions: DialogProps['actions'];
  onClose: () => void;
  testId?: string;
}) {
  const inside = useModalFocus(null, onClose, visible);
  return (
    <Dialog
      visible={visible}
      title={title}
      aria-label={label}
      content={
        <div ref={inside} data-testid={testId}>
          {content}
        </div>
      }
      closeOnMaskClick
      onClose={onClose}
      actions={actions}
    />
  );
}
