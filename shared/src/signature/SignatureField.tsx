import { useEffect, useRef, useState } from 'react';
import { Button, Input } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { typedSignatureImage } from './typedSignature';
import styles from './SignatureField.module.css';

export interface SignatureFieldProps {
  /** Prefix of the element ids (label, pad, typed name, error). */
  id: string;
  /** Called with the signature as a PNG data URL after each stroke or a typed name, null when cleared. */
  onChange(image: string | null): void;
  /** The caller's error (already translated), shown under the pad and tied to the whole field. */
  error?: string | null;
  /** Above the pad: what to do (the field's label). */
  hint: string;
}

/**
 * A signature pad with a typed-name alternative (WCAG 2.5.7: a way without dragging). Texts come
 * from the app's own `signature.*` keys (padLabel, typedLabel, typedUse, typedEmpty, clear), so
 * each app words the field in its two languages. The field is a group named by the hint and
 * described by its error, like the claims wizard's fields (mfe-claims/src/features/submit/Field.tsx).
 */
export function SignatureField({ id, onChange, error, hint }: SignatureFieldProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const [typed, setTyped] = useState('');
  const [typedEmpty, setTypedEmpty] = useState(false);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return undefined;
    // Sharp lines on high-density screens: the bitmap follows the device pixels, the strokes the CSS size.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = (el.offsetWidth || 360) * ratio;
    el.height = (el.offsetHeight || 220) * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(el, { penColor: '#111827', minWidth: 0.8, maxWidth: 2.4 });
    const onBegin = () => setTypedEmpty(false);
    const onEnd = () => changed.current(instance.isEmpty() ? null : instance.toDataURL('image/png'));
    instance.addEventListener('beginStroke', onBegin);
    instance.addEventListener('endStroke', onEnd);
    pad.current = instance;
    return () => {
      instance.removeEventListener('beginStroke', onBegin);
      instance.removeEventListener('endStroke', onEnd);
      instance.off();
      pad.current = null;
    };
  }, []);

  /** Draws the typed name on the pad, so it is kept and sent like a drawn signature. */
  async function signWithTyped() {
    const el = canvas.current;
    const p = pad.current;
    if (!el || !p) return;
    if (!typed.trim()) {
      setTypedEmpty(true);
      return;
    }
    const image = typedSignatureImage(typed, el.width, el.height);
    if (!image) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    p.clear();
    await p.fromDataURL(image, { ratio, width: el.width / ratio, height: el.height / ratio });
    setTypedEmpty(false);
    changed.current(p.toDataURL('image/png'));
  }

  function clear() {
    pad.current?.clear();
    setTypedEmpty(false);
    changed.current(null);
  }

  const shown = typedEmpty ? t('signature.typedEmpty') : error;
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`} aria-describedby={shown ? `${id}-error` : undefined} data-testid="signature-field">
      <div id={`${id}-label`} className={styles.hint}>{hint}</div>
      <canvas ref={canvas} id={`${id}-pad`} className={`${styles.pad} ${shown ? styles.padError : ''}`} data-testid="signature-pad" aria-label={t('signature.padLabel')} aria-invalid={shown ? true : undefined} />
      {shown ? <div id={`${id}-error`} className={styles.error} role="alert" data-testid="signature-error">{shown}</div> : null}
      <div className={styles.typed}>
        <label htmlFor={`${id}-typed`} className={styles.hint}>{t('signature.typedLabel')}</label>
        <Input id={`${id}-typed`} value={typed} onChange={setTyped} maxLength={80} autoComplete="name" data-testid="signature-typed" className={styles.typedInput} />
        <div className={styles.row}>
          <Button style={{ flex: 1 }} onClick={clear} data-testid="signature-clear">{t('signature.clear')}</Button>
          <Button style={{ flex: 2 }} fill="outline" onClick={() => void signWithTyped()} data-testid="signature-typed-use">{t('signature.typedUse')}</Button>
        </div>
      </div>
    </div>
  );
}
