import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog';
import styles from './ShortcutsDialog.module.css';

export interface Shortcut {
  keys: string;
  description: string;
}

/** Typing in a field: "?" is a character there, not a request for help. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The keyboard shortcuts of a staff screen, listed in the kit's ModalDialog when "?" is pressed
 * (outside a field) or when its button is used. Each page passes its own list, translated.
 */
export function ShortcutsDialog({ shortcuts, title, closeLabel, buttonLabel, testId = 'shortcuts' }: { shortcuts: readonly Shortcut[]; title: string; closeLabel: string; buttonLabel: string; testId?: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-keyshortcuts="?" data-testid={`${testId}-open`} className={styles.open}>
        {buttonLabel}
      </button>
      <ModalDialog
        visible={open}
        title={title}
        label={title}
        onClose={() => setOpen(false)}
        testId={testId}
        content={
          <dl className={styles.list}>
            {shortcuts.map((shortcut) => (
              <div key={shortcut.keys} className={styles.pair}>
                <dt>
                  <kbd className={styles.key}>{shortcut.keys}</kbd>
                </dt>
                <dd>{shortcut.description}</dd>
              </div>
            ))}
          </dl>
        }
        actions={[{ key: 'close', text: closeLabel, onClick: () => setOpen(false) }]}
      />
    </>
  );
}

/**
 * The "?" dialog of a staff portal's table at a desk (RecordTable.tsx: rows one Tab stop, Up/Down,
 * Home/End, Enter): the same keys in every portal, so one list with its texts in the common
 * namespace. A screen with keys of its own passes its own list to ShortcutsDialog.
 */
export function TableShortcuts() {
  const { t } = useTranslation('common');
  const keys = [['↑ ↓', 'rows'], ['Home End', 'ends'], ['Enter', 'open'], ['?', 'help']] as const;
  return (
    <ShortcutsDialog
      shortcuts={keys.map(([combo, text]) => ({ keys: combo, description: t(`tableShortcuts.${text}`) }))}
      title={t('tableShortcuts.title')}
      closeLabel={t('close')}
      buttonLabel={t('tableShortcuts.button')}
    />
  );
}
