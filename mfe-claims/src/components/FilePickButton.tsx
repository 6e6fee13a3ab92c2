import { useRef } from 'react';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';

/** Photos or PDFs, picked with a translated button (the browser's own file input is not). */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

export function FilePickButton({ onPick, disabled, inputTestId, buttonTestId }: { onPick: (files: FileList | null) => void; disabled?: boolean; inputTestId: string; buttonTestId?: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={input} type="file" accept={DOCUMENT_ACCEPT} multiple hidden disabled={disabled} data-testid={inputTestId}
        onChange={(e) => { onPick(e.target.files); e.target.value = ''; }} />
      <Button color="primary" fill="outline" disabled={disabled} onClick={() => input.current?.click()} data-testid={buttonTestId}>{t('wizard.pick')}</Button>
    </>
  );
}
