import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@sencare/shared/ui';
import { checkImage } from './imageCheck';
import styles from './apply.module.css';

interface Props {
  slot: 'idFront' | 'idBack' | 'portrait';
  file: File | undefined;
  onPicked(file: File | null): void;
  /** A problem found by the caller (missing photo, server refusal), as a `common` key. */
  error?: string | null;
}

/** One photo: camera on phones (capture), file picker elsewhere; previewed, replaceable, checked on pick. */
export function DocumentSlotPicker({ slot, file, onPicked, error }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const [problem, setProblem] = useState<string | null>(null);

  async function picked(list: FileList | null) {
    const chosen = list?.[0];
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const issue = await checkImage(chosen);
    setProblem(issue);
    if (!issue) onPicked(chosen);
  }

  const shown = problem ?? error ?? null;
  return (
    <div className={styles.slot} data-testid={`slot-${slot}`}>
      <label htmlFor={inputId} className={`${styles.slotFrame} ${file ? styles.slotDone : ''}`}>
        {preview ? <img src={preview} alt={t(`apply.documents.${slot}`)} className={styles.preview} /> : <span className={styles.slotIcon} aria-hidden="true">＋</span>}
        <span className={styles.slotLabel}>{t(`apply.documents.${slot}`)}</span>
        <span className={styles.slotHint}>{file ? t('apply.documents.retake') : t(`apply.documents.${slot}Hint`)}</span>
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.hiddenInput}
        type="file"
        accept="image/*"
        // Rear camera for the card, front camera for the portrait.
        capture={slot === 'portrait' ? 'user' : 'environment'}
        data-testid={`file-${slot}`}
        onChange={(e) => void picked(e.target.files)}
      />
      {shown ? (
        <div className={styles.fieldError} role="alert" data-testid={`error-${slot}`}>
          {t(shown, { ns: 'common' })}
        </div>
      ) : null}
    </div>
  );
}
