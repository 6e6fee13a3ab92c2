import { useRef } from 'react';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@sencare/shared/format';
import styles from './page';

/** Photos or PDFs (bills are one or the other), as mfe-claims accepts documents. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';
const ACCEPTED = DOCUMENT_ACCEPT.split(',');
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(Math.ceil(bytes / 1024))} KB`);

/** The files kept and the translated reasons for those refused. */
export function acceptFiles(current: File[], picked: File[], t: (key: string, values?: Record<string, unknown>) => string): { files: File[]; errors: string[] } {
  const files = [...current];
  const errors: string[] = [];
  for (const file of picked) {
    if (!ACCEPTED.includes(file.type)) errors.push(t('form.errors.fileType', { name: file.name }));
    else if (file.size > MAX_FILE_BYTES) errors.push(t('form.errors.fileSize', { name: file.name }));
    else if (files.length >= MAX_FILES) errors.push(t('form.errors.tooManyFiles'));
    else files.push(file);
  }
  return { files, errors: [...new Set(errors)] };
}

/**
 * A labelled "Add files" button over a hidden file input, the picked files listed with a remove
 * button each. The input stays in the accessibility tree's reach through the button.
 */
export function DocumentPicker({ label, hint, files, errors, onChange, testId }: { label: string; hint?: string; files: File[]; errors: string[]; onChange: (files: File[], errors: string[]) => void; testId: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.field} role="group" aria-label={label} data-testid={testId}>
      <div className={styles.label} aria-hidden="true">
        {label}
      </div>
      {hint ? <div className={styles.hint}>{hint}</div> : null}
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        multiple
        hidden
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const result = acceptFiles(files, Array.from(event.target.files ?? []), t);
          onChange(result.files, result.errors);
          event.target.value = '';
        }}
      />
      {files.length ? (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file} data-testid={`${testId}-file`}>
              <span>
                {file.name} <span className={styles.muted}>({sizeText(file.size)})</span>
              </span>
              <button type="button" className={styles.iconButton} aria-label={t('form.remove', { name: file.name })} onClick={() => onChange(files.filter((_, i) => i !== index), [])}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {errors.map((error) => (
        <div key={error} className={styles.error} role="alert">
          {error}
        </div>
      ))}
      <Button color="primary" fill="outline" onClick={() => input.current?.click()} data-testid={`${testId}-pick`}>
        {t('form.pick')}
      </Button>
    </div>
  );
}
