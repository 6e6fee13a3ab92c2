import { useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DateInput.module.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the field shows for a stored value: dd-mm-yyyy for a date, else the digits typed so far. */
export function dateInputText(value: string | null | undefined): string {
  if (!value) return '';
  if (!ISO_DATE.test(value)) return value;
  const [y, m, d] = value.split('-');
  return `${d}-${m}-${y}`;
}

/**
 * What is stored for what was typed: yyyy-mm-dd once eight digits are in (whether or not that day
 * exists: the form's rule says "Date input error"), else the digits so far with their dashes
 * ("20-11-2"), which no rule takes for a date. A pasted yyyy-mm-dd is kept as it is.
 */
export function dateInputValue(typed: string): string {
  const trimmed = typed.trim();
  if (ISO_DATE.test(trimmed)) return trimmed;
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length === 8) return `${digits.slice(4)}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('-');
}

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'defaultValue'> {
  /** yyyy-mm-dd, '' or what was typed so far (dateInputValue). */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** yyyy-mm-dd bounds of the calendar. */
  min?: string;
  max?: string;
  /** The calendar button's name; "Pick the date on a calendar" by default. */
  calendarLabel?: string;
  testId?: string;
}

/**
 * A date typed as dd-mm-yyyy in both languages (docs/requirements.md §9): `<input type="date">`
 * shows the browser's own order (mm/dd/yyyy in en-US, whatever the app's language) in three spin
 * buttons. A labelled text field with the phone's number pad; dashes come in as digits are typed;
 * the form gets yyyy-mm-dd. The calendar button opens the phone's own date picker (a hidden
 * native input's showPicker) for touch users; the text field alone is the keyboard's way.
 */
export function DateInput({ value, onChange, min, max, calendarLabel, testId, className, placeholder, ...input }: DateInputProps) {
  const { t } = useTranslation('common');
  const native = useRef<HTMLInputElement>(null);
  const label = calendarLabel ?? t('dateField.calendar');
  const openCalendar = () => {
    const picker = native.current;
    if (!picker) return;
    try {
      picker.showPicker();
    } catch {
      // No showPicker (older browsers) or not allowed here: the native field takes the tap itself.
      picker.focus();
      picker.click();
    }
  };
  return (
    <span className={styles.field} data-testid={testId}>
      <input
        {...input}
        type="text"
        inputMode="numeric"
        autoComplete={input.autoComplete ?? 'off'}
        maxLength={10}
        placeholder={placeholder ?? t('dateField.placeholder')}
        className={[styles.text, className].filter(Boolean).join(' ')}
        value={dateInputText(value)}
        onChange={(event) => onChange(dateInputValue(event.target.value))}
      />
      <button type="button" className={styles.calendar} aria-label={label} title={label} onClick={openCalendar} data-testid={testId ? `${testId}-calendar` : undefined}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
          <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z" />
        </svg>
      </button>
      <input
        ref={native}
        type="date"
        className={styles.native}
        tabIndex={-1}
        aria-hidden="true"
        aria-label={label}
        value={value && ISO_DATE.test(value) ? value : ''}
        min={min}
        max={max}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
        data-testid={testId ? `${testId}-native` : undefined}
      />
    </span>
  );
}
